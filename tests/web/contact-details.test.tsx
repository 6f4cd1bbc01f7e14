import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from './mock-api';
import { renderApp } from './render-app';

const contact = (details: Partial<Record<'email' | 'phone' | 'address', string>>) => ({
  body: { contact: { email: null, phone: null, address: null, ...details } },
});

describe('/contact details', () => {
  it('shows the configured address, email and phone as links', async () => {
    mockApi({
      'GET /api/site/contact': contact({
        email: 'hello@clipmandi.in',
        phone: '+91 80 4000 1234',
        address: '12 MG Road, Bengaluru 560001',
      }),
    });
    renderApp('/contact');
    expect(await screen.findByRole('heading', { name: 'Address' })).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByText('12 MG Road, Bengaluru 560001')).toBeTruthy();
    expect(main.getByRole('heading', { name: 'Contact Details' })).toBeTruthy();
    expect(main.getByRole('link', { name: 'hello@clipmandi.in' }).getAttribute('href')).toBe(
      'mailto:hello@clipmandi.in',
    );
    expect(main.getByRole('link', { name: '+91 80 4000 1234' }).getAttribute('href')).toBe('tel:+918040001234');
  });

  it('leaves out what is not configured, and never shows a made-up address or number', async () => {
    const api = mockApi({ 'GET /api/site/contact': contact({ email: 'hello@clipmandi.in' }) });
    renderApp('/contact');
    expect(await screen.findByRole('link', { name: 'hello@clipmandi.in' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Address' })).toBeNull();
    expect(screen.queryByText(/Phone:/)).toBeNull();
    expect(api.calls.filter((c) => c.path === '/api/site/contact')).toHaveLength(1);
  });

  it('shows only the form and the hours when nothing is configured', async () => {
    const api = mockApi({ 'GET /api/site/contact': contact({}) });
    renderApp('/contact');
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeTruthy();
    await vi.waitFor(() => expect(api.calls.some((c) => c.path === '/api/site/contact')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Address' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Contact Details' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Business Hours' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Placeholder|00000|clipmandi\.example/);
  });
});
