import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '@web/lib/session';
import { said } from '../support/catalogue';
import { callsTo } from './calls-to';
import { mockApi } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

/** Opening an emailed verification link (docs/accounts.md#verified-email). */
describe('/verify-email', () => {
  it('says it is verifying, verifies once (even under StrictMode) and offers sign-in to a visitor', async () => {
    const api = mockApi({
      'POST /api/auth/verify-email': { body: { message: said('emailVerified') }, delayMs: 100 },
    });
    renderApp('/verify-email?token=v1', { strictMode: true });

    expect((await screen.findByRole('status')).textContent).toBe('Verifying your email…');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(said('emailVerified')));
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(callsTo(api.calls, '/api/auth/verify-email')).toEqual([
      { method: 'POST', body: { token: 'v1' }, status: 200 },
    ]);
  });

  it('reads the signed-in person again, so the app knows the new address is verified', async () => {
    const before = aUser('user', { email: 'asha@example.com', emailVerified: false });
    const after = { ...before, email: 'asha.new@example.com', emailVerified: true };
    storeSession(before);
    let verified = false;
    const api = mockApi({
      'GET /api/auth/me': () => ({ body: { user: verified ? after : before } }),
      'POST /api/auth/verify-email': () => {
        verified = true;
        return { body: { message: said('emailChanged') } };
      },
    });
    renderApp('/verify-email?token=v2');

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(said('emailChanged')));
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard');
    await waitFor(() => expect(session.get().user).toEqual(after));
    expect(JSON.parse(localStorage.getItem('clipmandi.user') ?? 'null')).toEqual(after);
    expect(callsTo(api.calls, '/api/auth/verify-email')).toEqual([
      { method: 'POST', body: { token: 'v2' }, status: 200 },
    ]);
    expect(callsTo(api.calls, '/api/auth/me').at(-1)).toEqual({ method: 'GET', body: undefined, status: 200 });
  });

  it('shows the refusal of a used or expired link (400)', async () => {
    const api = mockApi({
      'POST /api/auth/verify-email': { status: 400, body: { message: said('invalidVerifyLink') } },
    });
    renderApp('/verify-email?token=used');

    expect((await screen.findByRole('alert')).textContent).toBe(said('invalidVerifyLink'));
    expect(callsTo(api.calls, '/api/auth/verify-email')).toEqual([
      { method: 'POST', body: { token: 'used' }, status: 400 },
    ]);
  });
});
