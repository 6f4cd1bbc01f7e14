import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { said } from '../support/catalogue';
import { mockApi } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

/** The pages the emailed links open (docs/accounts.md#links). */

describe('/forgot-password', () => {
  it('is linked from sign-in, sends the email asked about and shows the server’s answer', async () => {
    const api = mockApi({
      'POST /api/auth/forgot-password': { status: 202, body: { message: said('resetRequested') } },
    });
    const { user, router } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    await screen.findByRole('heading', { name: 'Forgot password' });
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toBe(said('resetRequested'));
    expect(api.calls.find((call) => call.path === '/api/auth/forgot-password')?.body).toEqual({
      email: 'asha@example.com',
    });
  });

  it('shows a refusal (too many requests) and keeps the form', async () => {
    const message = said('tooManyLinkRequests', { wait: '1 minute' });
    mockApi({ 'POST /api/auth/forgot-password': { status: 429, body: { message } } });
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });
});

describe('/reset-password', () => {
  it('sets the password with the link’s token, forgets this browser’s session and offers sign-in', async () => {
    storeSession(aUser('user'));
    const api = mockApi({ 'POST /api/auth/reset-password': { body: { message: said('passwordReset') } } });
    const { user } = renderApp('/reset-password?token=tok123');
    await user.type(await screen.findByLabelText('New password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('status')).textContent).toBe(said('passwordReset'));
    expect(api.calls.find((call) => call.path === '/api/auth/reset-password')?.body).toEqual({
      token: 'tok123',
      password: 'a-new-password',
    });
    expect(localStorage.getItem('clipmandi.token')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('shows an expired link’s refusal with a way to ask for a new one', async () => {
    mockApi({ 'POST /api/auth/reset-password': { status: 400, body: { message: said('invalidResetLink') } } });
    const { user } = renderApp('/reset-password?token=old');
    await user.type(await screen.findByLabelText('New password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${said('invalidResetLink')} Ask for a new link`);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
  });
});

describe('/verify-email', () => {
  it('verifies once on opening and says so', async () => {
    const api = mockApi({ 'POST /api/auth/verify-email': { body: { message: said('emailVerified') } } });
    renderApp('/verify-email?token=v1');
    expect((await screen.findByRole('status')).textContent).toBe(said('emailVerified'));
    const calls = api.calls.filter((call) => call.path === '/api/auth/verify-email');
    expect(calls.map((call) => call.body)).toEqual([{ token: 'v1' }]);
  });

  it('shows the refusal of a used link', async () => {
    mockApi({ 'POST /api/auth/verify-email': { status: 400, body: { message: said('invalidVerifyLink') } } });
    renderApp('/verify-email?token=used');
    expect((await screen.findByRole('alert')).textContent).toBe(said('invalidVerifyLink'));
  });
});

describe('/admin/accept-invitation', () => {
  it('makes the admin account with the token, signs it in and opens the admin panel', async () => {
    const admin = aUser('admin', { adminRole: 'finance' });
    const api = mockApi({
      'POST /api/auth/accept-invitation': { status: 201, body: { user: admin, token: 'jwt-admin' } },
      'GET /api/admin/stats': { status: 503, body: { message: 'down' } },
    });
    const { user, router } = renderApp('/admin/accept-invitation?token=inv1');
    await user.type(await screen.findByLabelText('Full name'), 'Farah Finance');
    await user.type(screen.getByLabelText('Password'), 'finance-pass-1');
    await user.click(screen.getByRole('button', { name: 'Join the admin team' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(api.calls.find((call) => call.path === '/api/auth/accept-invitation')?.body).toEqual({
      token: 'inv1',
      name: 'Farah Finance',
      password: 'finance-pass-1',
    });
    expect(localStorage.getItem('clipmandi.token')).toBe('jwt-admin');
  });
});
