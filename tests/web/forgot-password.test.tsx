import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { said } from '../support/catalogue';
import { callsTo } from './calls-to';
import { mockApi } from './mock-api';
import { renderApp } from './render-app';

/** Asking for a password-reset link (docs/accounts.md#password-reset). */
describe('/forgot-password', () => {
  it('is linked from /login, sends the email typed and shows the server’s answer in place of the form', async () => {
    const api = mockApi({
      'POST /api/auth/forgot-password': { status: 202, body: { message: said('resetRequested') } },
    });
    const { user, router } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect((await screen.findByRole('status')).textContent).toBe(said('resetRequested'));
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send reset link' })).toBeNull();
    expect(callsTo(api.calls, '/api/auth/forgot-password')).toEqual([
      { method: 'POST', body: { email: 'asha@example.com' }, status: 202 },
    ]);
  });

  it('is linked from /admin/login too', async () => {
    mockApi({});
    const { user, router } = renderApp('/admin/login');
    const link = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe('/forgot-password');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });

  it('shows the refusal when asked too often (429) and keeps the form', async () => {
    const message = said('tooManyLinkRequests', { wait: '1 minute' });
    const api = mockApi({ 'POST /api/auth/forgot-password': { status: 429, body: { message } } });
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('asha@example.com');
    expect(callsTo(api.calls, '/api/auth/forgot-password')).toEqual([
      { method: 'POST', body: { email: 'asha@example.com' }, status: 429 },
    ]);
  });

  it('names a missing email and sends nothing', async () => {
    const api = mockApi({});
    const { user } = renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email is required');
    expect(callsTo(api.calls, '/api/auth/forgot-password')).toEqual([]);
  });
});
