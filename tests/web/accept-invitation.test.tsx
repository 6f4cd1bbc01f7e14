import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session, TOKEN_KEY, USER_KEY } from '@web/lib/session';
import { said } from '../support/catalogue';
import { wireStats } from './admin-fixtures';
import { callsTo } from './calls-to';
import { mockApi } from './mock-api';
import { aUser, renderApp } from './render-app';

/** An invited admin joins the team from the emailed link (docs/accounts.md#admin-team). */

async function join(user: ReturnType<typeof renderApp>['user'], name: string, password: string) {
  await user.type(await screen.findByLabelText('Full name'), name);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Join the admin team' }));
}

describe('/admin/accept-invitation', () => {
  it('makes the admin account with the link’s token, keeps its session as admin login does and opens /admin', async () => {
    const admin = aUser('admin', { name: 'Farah Finance', email: 'farah@example.com', adminRole: 'finance' });
    const api = mockApi({
      'POST /api/auth/accept-invitation': { status: 201, body: { user: admin, token: 'jwt-admin' } },
      // What the admin dashboard reads first.
      'GET /api/admin/stats': { body: { data: wireStats } },
      'GET /api/admin/users': { body: { data: { users: [], nextCursor: null } } },
      'GET /api/admin/campaigns': { body: { data: { campaigns: [], nextCursor: null } } },
      'GET /api/admin/transactions': { body: { data: { transactions: [], nextCursor: null } } },
    });
    const { user, router } = renderApp('/admin/accept-invitation?token=inv1');
    await join(user, 'Farah Finance', 'finance-pass-1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(callsTo(api.calls, '/api/auth/accept-invitation')).toEqual([
      { method: 'POST', body: { token: 'inv1', name: 'Farah Finance', password: 'finance-pass-1' }, status: 201 },
    ]);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('jwt-admin');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toEqual(admin);
    expect(session.get()).toEqual({ token: 'jwt-admin', user: admin, confirmed: true });
    // Ends only once the router settled (as admin-login.test.tsx does).
    await waitFor(() => expect(router.state.status).toBe('idle'));
  });

  it('shows an invalid or expired invitation’s refusal (400) and signs nobody in', async () => {
    const api = mockApi({
      'POST /api/auth/accept-invitation': { status: 400, body: { message: said('invalidInvitation') } },
    });
    const { user, router } = renderApp('/admin/accept-invitation?token=old');
    await join(user, 'Farah Finance', 'finance-pass-1');

    expect((await screen.findByRole('alert')).textContent).toBe(said('invalidInvitation'));
    expect(router.state.location.pathname).toBe('/admin/accept-invitation');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(callsTo(api.calls, '/api/auth/accept-invitation')).toEqual([
      { method: 'POST', body: { token: 'old', name: 'Farah Finance', password: 'finance-pass-1' }, status: 400 },
    ]);
  });

  it('names a missing name and shows the contract’s password rule, sending nothing', async () => {
    const api = mockApi({});
    const { user } = renderApp('/admin/accept-invitation?token=inv1');
    await user.click(await screen.findByRole('button', { name: 'Join the admin team' }));
    const missing = await screen.findAllByRole('alert');
    expect(missing.map((alert) => alert.textContent)).toEqual(['Full name is required', 'Password is required']);

    await join(user, 'Farah', 'short');
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Password must be at least 8 characters',
      ]),
    );
    expect(callsTo(api.calls, '/api/auth/accept-invitation')).toEqual([]);
  });
});
