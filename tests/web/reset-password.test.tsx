import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session, TOKEN_KEY, USER_KEY } from '@web/lib/session';
import { said } from '../support/catalogue';
import { callsTo } from './calls-to';
import { mockApi } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

/** Setting a new password with the emailed link (docs/accounts.md#password-reset). */

const SHORT = 'Password must be at least 8 characters';

async function setPassword(user: ReturnType<typeof renderApp>['user'], password: string) {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('/reset-password', () => {
  it('sets the password with the link’s token, forgets this browser’s session and offers sign-in', async () => {
    const clipper = aUser('user');
    storeSession(clipper);
    const api = mockApi({
      'GET /api/auth/me': { body: { user: clipper } },
      'POST /api/auth/reset-password': { body: { message: said('passwordReset') } },
    });
    const { user } = renderApp('/reset-password?token=tok123');
    await setPassword(user, 'a-new-password');

    expect((await screen.findByRole('status')).textContent).toBe(said('passwordReset'));
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(callsTo(api.calls, '/api/auth/reset-password')).toEqual([
      { method: 'POST', body: { token: 'tok123', password: 'a-new-password' }, status: 200 },
    ]);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(session.get().token).toBeNull();
  });

  it('shows an invalid or expired link’s refusal (400) with a way to ask for a new one', async () => {
    const api = mockApi({
      'POST /api/auth/reset-password': { status: 400, body: { message: said('invalidResetLink') } },
    });
    const { user } = renderApp('/reset-password?token=old');
    await setPassword(user, 'a-new-password');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${said('invalidResetLink')} Ask for a new link`);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(callsTo(api.calls, '/api/auth/reset-password')).toEqual([
      { method: 'POST', body: { token: 'old', password: 'a-new-password' }, status: 400 },
    ]);
  });

  it('shows the contract’s rule for a short password and sends nothing', async () => {
    const api = mockApi({});
    const { user } = renderApp('/reset-password?token=tok123');
    await setPassword(user, 'short');

    expect((await screen.findByRole('alert')).textContent).toBe(SHORT);
    expect(screen.queryByRole('link', { name: 'Ask for a new link' })).toBeNull();
    expect(callsTo(api.calls, '/api/auth/reset-password')).toEqual([]);
  });

  it('shows the server’s refusal of the password as it says, without offering a new link', async () => {
    const api = mockApi({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { message: SHORT, issues: [{ path: 'password', message: SHORT }] },
      },
    });
    const { user } = renderApp('/reset-password?token=tok123');
    await setPassword(user, 'eight-ch');

    expect((await screen.findByRole('alert')).textContent).toBe(SHORT);
    expect(screen.queryByRole('link', { name: 'Ask for a new link' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeTruthy();
    expect(callsTo(api.calls, '/api/auth/reset-password')).toEqual([
      { method: 'POST', body: { token: 'tok123', password: 'eight-ch' }, status: 400 },
    ]);
  });
});
