import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from './mock-api';
import { renderApp } from './render-app';

describe('public pages', () => {
  it('the landing page shows the benefits, the figures and the way in', async () => {
    mockApi({});
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to ClipMandi' });
    for (const benefit of ['Join Campaigns', 'Create Clips', 'Earn Rewards']) {
      expect(screen.getByRole('heading', { name: benefit })).toBeTruthy();
    }
    for (const [figure, label] of [
      ['500+', 'Active Campaigns'],
      ['10K+', 'Content Creators'],
      ['$50K+', 'Paid Out'],
    ] as const) {
      expect(screen.getByText(figure)).toBeTruthy();
      expect(screen.getByText(label)).toBeTruthy();
    }
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Ready to Start?' })).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/signup');
    expect(within(main).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  });

  it('the terms state the 12% fee on payouts', async () => {
    mockApi({});
    renderApp('/terms-of-service');
    expect(await screen.findByText(/keeps a 12% fee on payouts/)).toBeTruthy();
  });

  it('the contact form requires all four fields, then "sends" for a second without a call', async () => {
    const api = mockApi({});
    const { user } = renderApp('/contact');
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]);
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Payouts');
    await user.type(screen.getByLabelText('Message'), 'When are withdrawals paid?');
    const started = Date.now();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeTruthy();
    expect(
      await screen.findByText('Thank you for your message! We will get back to you soon.', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    // The page reads its contact details; the form itself sends nothing.
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });
});
