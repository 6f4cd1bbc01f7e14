import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '@web/lib/session';
import { wireCampaign, wireStats, wireTransaction, wireUser } from './admin-fixtures';
import { mockApi, type Handler } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

const admin = aUser('admin');
const users = ['Asha', 'Bala', 'Chitra', 'Dev', 'Esha'].map((name, i) => wireUser(name, i % 2 ? 'creator' : 'user'));
const campaigns = ['Podcast Shorts', 'Recipe Reels', 'Cricket Cuts', 'Tech Tips', 'Travel Bits'].map((t, i) =>
  wireCampaign(t, `Creator ${i + 1}`, { status: i === 1 ? 'paused' : 'active' }),
);
const transactions = Array.from({ length: 10 }, (_, i) =>
  i === 0
    ? wireTransaction('fee_withdrawal', 50, null)
    : wireTransaction(i % 2 ? 'topup' : 'payout', 100 * i + 0.5, `Person ${i}`),
);

function adminApi(overrides: Record<string, Handler> = {}) {
  storeSession(admin);
  return mockApi({
    'GET /api/auth/me': { body: { user: admin } },
    'GET /api/admin/stats': { body: { data: wireStats } },
    'GET /api/admin/users': { body: { data: { users, nextCursor: 'more' } } },
    'GET /api/admin/campaigns': { body: { data: { campaigns, nextCursor: null } } },
    'GET /api/admin/transactions': { body: { data: { transactions, nextCursor: 'more' } } },
    ...overrides,
  });
}

const card = (label: string) => screen.getByRole('group', { name: label });

describe('admin dashboard', () => {
  it('shows the six figures, quick links and the five newest users and campaigns', async () => {
    const api = adminApi();
    renderApp('/admin');
    expect(await screen.findByText('Loading admin dashboard...')).toBeTruthy();
    await screen.findByRole('group', { name: 'Creators' });
    expect(within(card('Creators')).getByText('12')).toBeTruthy();
    expect(within(card('Clippers')).getByText('345')).toBeTruthy();
    expect(
      within(card('Clippers')).getByText('Clippers signed up (they join campaigns and submit clips)'),
    ).toBeTruthy();
    expect(within(card('Creators')).getByText('Campaign creators signed up')).toBeTruthy();
    expect(within(card('Campaigns')).getByText('27')).toBeTruthy();
    expect(within(card('Money In')).getByText('₹1,50,000.50')).toBeTruthy();
    expect(within(card('Payouts Out')).getByText('₹74,337.00')).toBeTruthy();
    expect(within(card('Admin Balance')).getByText('₹5,137.25')).toBeTruthy();
    // What the platform earned stays readable after the admin withdraws fees.
    expect(
      within(card('Admin Balance')).getByText(
        'Fees not yet withdrawn: ₹10,137.25 earned in 12% fees, ₹5,000.00 withdrawn',
      ),
    ).toBeTruthy();

    const links = within(screen.getByRole('navigation', { name: 'Admin quick links' }));
    expect(links.getByRole('link', { name: 'Creators' }).getAttribute('href')).toBe('/admin/users?role=creator');
    expect(links.getByRole('link', { name: 'Clippers' }).getAttribute('href')).toBe('/admin/users?role=user');
    expect(links.getByRole('link', { name: 'Campaigns' }).getAttribute('href')).toBe('/admin/campaigns');
    expect(links.getByRole('link', { name: 'Transactions' }).getAttribute('href')).toBe('/admin/transactions');
    expect(links.getByRole('link', { name: 'Admin Wallet' }).getAttribute('href')).toBe('/admin/wallet');
    expect(links.getByRole('link', { name: 'Withdrawals' }).getAttribute('href')).toBe('/admin/withdrawals');
    expect(links.getByRole('link', { name: 'Payouts' }).getAttribute('href')).toBe('/admin/payouts');

    const recentUsers = within(screen.getByRole('region', { name: 'Recent Users' }));
    expect(recentUsers.getAllByRole('listitem')).toHaveLength(5);
    expect(recentUsers.getByText('Bala')).toBeTruthy();
    expect(recentUsers.getByText('bala@example.com')).toBeTruthy();
    expect(within(recentUsers.getByText('Bala').closest('li') as HTMLElement).getByText('Creator')).toBeTruthy();
    const recentCampaigns = within(screen.getByRole('region', { name: 'Recent Campaigns' }));
    expect(recentCampaigns.getAllByRole('listitem')).toHaveLength(5);
    const recipes = within(recentCampaigns.getByText('Recipe Reels').closest('li') as HTMLElement);
    expect(recipes.getByText('by Creator 2')).toBeTruthy();
    expect(recipes.getByText('Paused')).toBeTruthy();

    // Five users, five campaigns, ten transactions: the server is asked for exactly that many.
    const limitOf = (path: string) => api.calls.find((c) => c.path === path)?.search.get('limit');
    expect([limitOf('/api/admin/users'), limitOf('/api/admin/campaigns'), limitOf('/api/admin/transactions')]).toEqual([
      '5',
      '5',
      '10',
    ]);
  });

  it('lists the ten latest transactions under Recent Activity', async () => {
    adminApi();
    const { user } = renderApp('/admin/dashboard');
    await user.click(await screen.findByRole('tab', { name: 'Recent Activity' }));
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(10);
    expect(within(rows[0] as HTMLElement).getByText('Platform')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Admin fee withdrawal')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('₹50.00')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Person 1')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Top-up')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('₹100.50')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Payout')).toBeTruthy();
    // How long ago, the exact date and time in its tooltip.
    const when = (rows[1] as HTMLElement).querySelector('time');
    expect(when?.getAttribute('title')).toMatch(/^3 Mar 2025, /);
    expect(when?.textContent).toMatch(/ ago$|^last year$/);
    // What happened, in the ledger's own words, and why a payout's amount is more than Payouts Out counts.
    expect(within(rows[2] as HTMLElement).getByText('payout of 200.5')).toBeTruthy();
    expect(within(screen.getByRole('table')).getByRole('columnheader', { name: 'Description' })).toBeTruthy();
    expect(
      screen.getByText(
        "A payout's amount is its gross: the clipper receives 88% and the platform keeps the 12% admin fee.",
      ),
    ).toBeTruthy();
  });

  it('says it failed, with a toast, and Try Again reloads', async () => {
    let fail = true;
    adminApi({ 'GET /api/admin/stats': () => (fail ? { status: 503 } : { body: { data: wireStats } }) });
    const { user } = renderApp('/admin');
    expect(await screen.findByText('Failed to load admin dashboard. Please try again.')).toBeTruthy();
    expect(await screen.findByText('Failed to load dashboard data.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('group', { name: 'Money In' })).toBeTruthy();
  });

  it('shows Access Denied with a link to login when the session is no longer an admin', async () => {
    adminApi();
    renderApp('/admin');
    await screen.findByRole('group', { name: 'Creators' });
    act(() => session.logout());
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('group', { name: 'Creators' })).toBeNull();
  });

  it('sends a clipper who opens /admin to their own dashboard', async () => {
    const clipper = aUser('user');
    storeSession(clipper);
    mockApi({ 'GET /api/auth/me': { body: { user: clipper } } });
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // The redirect starts loading the clipper dashboard's lazy chunk: let it finish before the test environment goes.
    await import('@web/routes/clipper-dashboard-screen');
  });
});

describe('admin dashboard: withdrawals waiting', () => {
  it('says how many withdrawals wait, with a link to the queue, and says when none do', async () => {
    adminApi();
    const { unmount } = renderApp('/admin');
    const alert = await screen.findByRole('alert', { name: 'Withdrawals' });
    expect(alert.textContent).toContain('3 withdrawals wait to be paid or rejected.');
    expect(within(alert).getByRole('link', { name: 'Open the withdrawal queue' }).getAttribute('href')).toBe(
      '/admin/withdrawals',
    );
    // Payouts by state: 2 with the provider, 1 returned.
    expect(alert.textContent).toContain('2 payouts are on the way; 1 returned by the bank.');
    expect(within(alert).getByRole('link', { name: 'Open payouts' }).getAttribute('href')).toBe('/admin/payouts');
    unmount();

    const quiet = { pendingWithdrawalsCount: 0, sendingWithdrawalsCount: 0, returnedWithdrawalsCount: 0 };
    adminApi({ 'GET /api/admin/stats': { body: { data: { ...wireStats, ...quiet } } } });
    renderApp('/admin');
    const none = await screen.findByRole('alert', { name: 'Withdrawals' });
    expect(none.textContent).toContain('No withdrawals wait to be paid or rejected.');
    expect(none.textContent).not.toContain('on the way');
    expect(within(none).queryByRole('link')).toBeNull();
  });
});

describe('the dashboard of an admin of one role (docs/accounts.md#admin-team)', () => {
  it('shows a moderator no money lists and asks for none', async () => {
    const moderator = aUser('admin', { adminRole: 'moderator' });
    storeSession(moderator);
    const api = mockApi({
      'GET /api/auth/me': { body: { user: moderator } },
      'GET /api/admin/stats': { body: { data: wireStats } },
      'GET /api/admin/users': { body: { data: { users, nextCursor: null } } },
      'GET /api/admin/campaigns': { body: { data: { campaigns, nextCursor: null } } },
      'GET /api/admin/review-queue': { body: { clips: [], nextCursor: null, count: 0 } },
    });
    renderApp('/admin');
    await screen.findByRole('group', { name: 'Creators' });
    expect(screen.queryByRole('tab', { name: 'Recent Activity' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Refunds & Disputes' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Appeals' })).toBeTruthy();
    const paths = api.calls.map((call) => `${call.method} ${call.path}`);
    expect(paths.filter((path) => /transactions|withdrawals|payment-events|wallet/.test(path))).toEqual([]);
  });
});
