import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wireCampaign, wireTransaction, wireUser } from './admin-fixtures';
import { mockApi, type Handler } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

const admin = aUser('admin');

function adminApi(handlers: Record<string, Handler>) {
  storeSession(admin, 'admin-token');
  return mockApi({ 'GET /api/auth/me': { body: { user: admin } }, ...handlers });
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/admin/users', () => {
  const meera = wireUser('Meera Nair', 'creator', 1234.5);
  const arjun = wireUser('Arjun', 'user', 0);

  it('loads, shows each person with role and wallet balance, and loads more by cursor', async () => {
    const api = adminApi({
      'GET /api/admin/users': ({ search }) =>
        search.get('cursor') === 'page-2'
          ? { body: { data: { users: [arjun], nextCursor: null } } }
          : { body: { data: { users: [meera], nextCursor: 'page-2' } }, delayMs: 50 },
    });
    const { user } = renderApp('/admin/users');
    expect(await screen.findByText('Loading users...')).toBeTruthy();
    await screen.findByText('Meera Nair');
    const [row] = bodyRows();
    expect(within(row as HTMLElement).getByText('meera.nair@example.com')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('Creator')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('₹1,234.50')).toBeTruthy();
    expect(screen.getByText('Showing 1 user')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Arjun');
    expect(bodyRows()).toHaveLength(2);
    expect(screen.getByText('Showing 2 users (all)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const listCalls = api.calls.filter((c) => c.path === '/api/admin/users');
    expect(listCalls.map((c) => c.search.get('cursor'))).toEqual([null, 'page-2']);
    expect(listCalls[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('reads ?role= from the address and searches by name or email', async () => {
    const api = adminApi({ 'GET /api/admin/users': { body: { data: { users: [meera], nextCursor: null } } } });
    const { user, router } = renderApp('/admin/users?role=creator');
    expect(await screen.findByRole('heading', { name: 'Creators' })).toBeTruthy();
    await screen.findByText('Meera Nair');
    expect(api.calls.find((c) => c.path === '/api/admin/users')?.search.get('role')).toBe('creator');

    await user.type(screen.getByLabelText('Search'), 'meera');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ role: 'creator', q: 'meera' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/api/admin/users' && c.search.get('q') === 'meera')).toBe(true),
    );
    const last = api.calls.filter((c) => c.path === '/api/admin/users').at(-1);
    expect(last?.search.get('role')).toBe('creator');

    await user.selectOptions(screen.getByLabelText('Role'), 'user');
    await waitFor(() => expect(router.state.location.search).toEqual({ role: 'user', q: 'meera' }));
    expect(await screen.findByRole('heading', { name: 'Clippers' })).toBeTruthy();
  });

  it('says when nothing matches', async () => {
    adminApi({ 'GET /api/admin/users': { body: { data: { users: [], nextCursor: null } } } });
    renderApp('/admin/users?q=nobody');
    expect(await screen.findByText('No users match these filters.')).toBeTruthy();
  });

  it("says the list failed, toasts the server's message, and Try Again reloads", async () => {
    let fail = true;
    adminApi({
      'GET /api/admin/users': () =>
        fail
          ? { status: 400, body: { message: 'Invalid cursor' } }
          : { body: { data: { users: [meera], nextCursor: null } } },
    });
    const { user } = renderApp('/admin/users');
    // The route's error screen and the query cache's toast (query-client.ts) both give the server's message.
    await waitFor(() => expect(screen.getAllByText('Invalid cursor')).toHaveLength(2));
    expect(screen.queryByText('Failed to load users. Please try again.')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Users' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Meera Nair')).toBeTruthy();
  });

  it('falls back to its own message when the server gives none', async () => {
    adminApi({ 'GET /api/admin/users': { status: 503 } });
    renderApp('/admin/users');
    await waitFor(() => expect(screen.getAllByText('Failed to load users. Please try again.')).toHaveLength(2));
  });
});

describe('/admin/campaigns', () => {
  it('shows money, status and participants, and pauses and resumes with a toast', async () => {
    const podcast = wireCampaign('Podcast Shorts', 'Kavya Rao');
    const done = wireCampaign('Old Promo', 'Kavya Rao', { status: 'completed', remainingBudget: 0, amountSpent: 1000 });
    let status = 'active';
    const api = adminApi({
      'GET /api/admin/campaigns': () => ({
        body: { data: { campaigns: [{ ...podcast, status }, done], nextCursor: null } },
      }),
      [`PATCH /api/admin/campaigns/${podcast._id}/status`]: (call) => {
        status = (call.body as { status: string }).status;
        const message = status === 'paused' ? 'Campaign paused successfully' : 'Campaign resumed successfully';
        return {
          body: { message, campaign: { ...podcast, status, participants: [], participantsNextCursor: null } },
          changed: [`campaign:${podcast._id}`, 'campaigns', 'platform'],
        };
      },
    });
    const { user } = renderApp('/admin/campaigns');
    await screen.findByText('Podcast Shorts');
    const row = within(bodyRows()[0] as HTMLElement);
    expect(row.getByText('Kavya Rao')).toBeTruthy();
    expect(row.getByText('₹1,000.00')).toBeTruthy();
    expect(row.getByText('₹123.40')).toBeTruthy();
    expect(row.getByText('₹876.60')).toBeTruthy();
    expect(row.getByText('Active')).toBeTruthy();
    expect(row.getByText('3')).toBeTruthy();
    // A completed campaign has nothing to pause or resume.
    expect(within(bodyRows()[1] as HTMLElement).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Pause Podcast Shorts' }));
    expect(await screen.findByText('Campaign paused successfully')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'paused' });
    expect(await within(bodyRows()[0] as HTMLElement).findByText('Paused')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Resume Podcast Shorts' }));
    expect(await screen.findByText('Campaign resumed successfully')).toBeTruthy();
    expect(await within(bodyRows()[0] as HTMLElement).findByText('Active')).toBeTruthy();
  });

  it("toasts the server's refusal", async () => {
    const podcast = wireCampaign('Podcast Shorts', 'Kavya Rao');
    adminApi({
      'GET /api/admin/campaigns': { body: { data: { campaigns: [podcast], nextCursor: null } } },
      [`PATCH /api/admin/campaigns/${podcast._id}/status`]: {
        status: 409,
        body: { message: 'This campaign is completed.' },
      },
    });
    const { user } = renderApp('/admin/campaigns');
    await user.click(await screen.findByRole('button', { name: 'Pause Podcast Shorts' }));
    expect(await screen.findByText('This campaign is completed.')).toBeTruthy();
  });

  it('filters by status from the select', async () => {
    const api = adminApi({ 'GET /api/admin/campaigns': { body: { data: { campaigns: [], nextCursor: null } } } });
    const { user, router } = renderApp('/admin/campaigns');
    expect(await screen.findByText('No campaigns yet.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Status'), 'paused');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'paused' }));
    expect(await screen.findByText('No campaigns with this status.')).toBeTruthy();
    expect(
      api.calls
        .filter((c) => c.path === '/api/admin/campaigns')
        .at(-1)
        ?.search.get('status'),
    ).toBe('paused');
  });
});

describe('/admin/transactions', () => {
  const topup = wireTransaction('topup', 1000.5, 'Asha');
  const fee = wireTransaction('fee_withdrawal', 50, null, { description: 'Admin fee withdrawal' });

  it('shows user, type, amount, date and description; filters by type and dates', async () => {
    const api = adminApi({
      'GET /api/admin/transactions': { body: { data: { transactions: [topup, fee], nextCursor: null } } },
    });
    const { user, router } = renderApp('/admin/transactions');
    await screen.findByText('Asha');
    const [first, second] = bodyRows();
    expect(within(first as HTMLElement).getByText('Top-up')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('₹1,000.50')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('topup of 1000.5')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Platform')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Type'), 'payout');
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 'payout' }));
    await waitFor(() =>
      expect(
        api.calls
          .filter((c) => c.path === '/api/admin/transactions')
          .at(-1)
          ?.search.get('type'),
      ).toBe('payout'),
    );

    await user.type(screen.getByLabelText('From'), '2025-03-01');
    await user.type(screen.getByLabelText('To'), '2025-03-31');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ type: 'payout', from: '2025-03-01', to: '2025-03-31' }),
    );
    await waitFor(() =>
      expect(
        api.calls
          .filter((c) => c.path === '/api/admin/transactions')
          .at(-1)
          ?.search.get('to'),
      ).toBe('2025-03-31'),
    );
    const last = api.calls.filter((c) => c.path === '/api/admin/transactions').at(-1);
    expect(last?.search.get('from')).toBe('2025-03-01');
    expect(last?.search.get('tzOffset')).toBe(String(-new Date().getTimezoneOffset()));
  });

  it('does not apply a range that ends before it starts', async () => {
    const api = adminApi({ 'GET /api/admin/transactions': { body: { data: { transactions: [], nextCursor: null } } } });
    const { user, router } = renderApp('/admin/transactions?from=2025-03-10');
    expect(await screen.findByText('No transactions match these filters.')).toBeTruthy();
    const before = api.calls.length;
    await user.type(screen.getByLabelText('To'), '2025-03-01');
    expect((await screen.findByRole('alert')).textContent).toBe('The From date must not be after the To date');
    expect(router.state.location.search).toEqual({ from: '2025-03-10' });
    expect(api.calls.slice(before).filter((c) => c.path === '/api/admin/transactions')).toHaveLength(0);
  });

  it('exports the filtered transactions as a CSV download with the bearer token', async () => {
    const api = adminApi({
      'GET /api/admin/transactions': { body: { data: { transactions: [topup], nextCursor: null } } },
      'GET /api/admin/transactions.csv': { body: 'Date,Type\r\n' },
    });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:transactions');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = renderApp('/admin/transactions?type=topup');
    await screen.findByText('Asha');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const call = api.calls.find((c) => c.path === '/api/admin/transactions.csv');
    expect(call?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(call?.search.get('type')).toBe('topup');
    expect(clicked[0]?.download).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(clicked[0]?.href).toBe('blob:transactions');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('toasts a failed export', async () => {
    adminApi({
      'GET /api/admin/transactions': { body: { data: { transactions: [topup], nextCursor: null } } },
      'GET /api/admin/transactions.csv': { status: 503 },
    });
    const { user } = renderApp('/admin/transactions');
    // Export CSV stands (disabled) in the placeholder too: it works once the list is in.
    await screen.findByText('Asha');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Failed to export transactions')).toBeTruthy();
  });
});

describe('/admin/review-queue', () => {
  it('shows its heading and grey rows while the first page loads, then says when nothing waits', async () => {
    adminApi({ 'GET /api/admin/review-queue': { body: { clips: [], nextCursor: null }, delayMs: 400 } });
    renderApp('/admin/review-queue');
    expect(await screen.findByText('Loading the review queue...')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Review queue' })).toBeTruthy();
    expect(await screen.findByText('No clips are waiting for an admin.')).toBeTruthy();
    expect(screen.queryByText('Loading the review queue...')).toBeNull();
  });

  it('says the queue failed, with a toast, and Try Again reloads', async () => {
    let fail = true;
    adminApi({
      'GET /api/admin/review-queue': () => (fail ? { status: 503 } : { body: { clips: [], nextCursor: null } }),
    });
    const { user } = renderApp('/admin/review-queue');
    await waitFor(() =>
      expect(screen.getAllByText('Failed to load the review queue. Please try again.')).toHaveLength(2),
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No clips are waiting for an admin.')).toBeTruthy();
  });
});
