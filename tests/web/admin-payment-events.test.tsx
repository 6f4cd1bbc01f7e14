import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wireCampaign, wireStats, wireTransaction, wireUser } from './admin-fixtures';
import { mockApi, type Handler } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';

// The admin dashboard's Refunds & Disputes tab: the provider's refunds and disputes of top-ups, what came
// back from each creator's wallet and what is left to settle (docs/product.md#payments).
const admin = aUser('admin');
let n = 0;
function wireEvent(kind: 'refund' | 'dispute', overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    _id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    kind,
    providerRef: `${kind === 'refund' ? 'rfnd' : 'disp'}_Ref${n}`,
    paymentId: `pay_Payment${n}`,
    orderId: `order_Order${n}`,
    status: kind === 'refund' ? 'processed' : 'lost',
    amount: 500,
    recovered: 500,
    unrecovered: 0,
    creator: {
      _id: `00000000-0000-4000-9999-${String(n).padStart(12, '0')}`,
      name: `Creator ${n}`,
      email: `creator${n}@example.com`,
    },
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function adminApi(paymentEvents: Handler) {
  storeSession(admin);
  return mockApi({
    'GET /api/auth/me': { body: { user: admin } },
    'GET /api/admin/stats': { body: { data: wireStats } },
    'GET /api/admin/users': { body: { data: { users: [wireUser('Asha', 'user')], nextCursor: null } } },
    'GET /api/admin/campaigns': {
      body: { data: { campaigns: [wireCampaign('Podcast Shorts', 'Chetan')], nextCursor: null } },
    },
    'GET /api/admin/transactions': {
      body: { data: { transactions: [wireTransaction('topup', 100, 'Chetan')], nextCursor: null } },
    },
    'GET /api/admin/payment-events': paymentEvents,
  });
}

async function openTab() {
  const { user } = renderApp('/admin');
  // The first render loads the admin screens' modules, slow on a busy machine.
  await user.click(await screen.findByRole('tab', { name: 'Refunds & Disputes' }, { timeout: 10_000 }));
  return user;
}

describe('admin dashboard: Refunds & Disputes', () => {
  it('lists refunds and disputes with amount, recovered and the unrecovered rest flagged, and loads more', async () => {
    const partial = wireEvent('refund', { amount: 500, recovered: 100, unrecovered: 400 });
    const lost = wireEvent('dispute');
    const older = wireEvent('refund', { status: 'created', recovered: 0, creator: null, orderId: null });
    const api = adminApi((call) =>
      call.search.get('cursor') === 'page2'
        ? { body: { data: { events: [older], nextCursor: null } } }
        : { body: { data: { events: [partial, lost], nextCursor: 'page2' } } },
    );
    const user = await openTab();
    const table = await screen.findByRole('table', { name: 'Refunds and disputes' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText(partial.creator.name)).toBeTruthy();
    expect(first.getByText(partial.creator.email)).toBeTruthy();
    expect(first.getByText('Refund')).toBeTruthy();
    expect(first.getByText('processed')).toBeTruthy();
    expect(first.getByText('₹500.00')).toBeTruthy();
    expect(first.getByText('₹100.00')).toBeTruthy();
    expect(first.getByText('₹400.00 to settle')).toBeTruthy();
    const second = within(rows[1] as HTMLElement);
    expect(second.getByText('Dispute')).toBeTruthy();
    expect(second.getByText('lost')).toBeTruthy();
    expect(second.queryByText(/to settle/)).toBeNull();
    expect(api.calls.find((c) => c.path === '/api/admin/payment-events')?.search.get('limit')).toBe('25');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const all = within(await screen.findByRole('table', { name: 'Refunds and disputes' }));
    expect(await all.findByText('No wallet credited')).toBeTruthy();
    expect(all.getAllByRole('row').slice(1)).toHaveLength(3);
    expect(screen.getByText('Showing 3 events (all)')).toBeTruthy();
  });

  it('filters by kind', async () => {
    const api = adminApi((call) => ({
      body: {
        data: {
          events:
            call.search.get('kind') === 'dispute'
              ? [wireEvent('dispute')]
              : [wireEvent('refund'), wireEvent('dispute')],
          nextCursor: null,
        },
      },
    }));
    const user = await openTab();
    await screen.findByRole('table', { name: 'Refunds and disputes' });
    await user.click(screen.getByRole('radio', { name: 'Disputes' }));
    await screen.findByText('Showing 1 event (all)');
    expect(api.calls.filter((c) => c.path === '/api/admin/payment-events').map((c) => c.search.get('kind'))).toEqual([
      null,
      'dispute',
    ]);
  });

  it('says when there are none', async () => {
    adminApi({ body: { data: { events: [], nextCursor: null } } });
    await openTab();
    expect(await screen.findByText('No refunds or disputes yet.')).toBeTruthy();
  });

  it('shows the loading state, then the failure with Try Again', async () => {
    let fail = true;
    adminApi(() =>
      fail ? { status: 503, delayMs: 50 } : { body: { data: { events: [wireEvent('refund')], nextCursor: null } } },
    );
    const user = await openTab();
    expect(await screen.findByText('Loading refunds and disputes...')).toBeTruthy();
    expect(
      await screen.findByText('Failed to load refunds and disputes. Please try again.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Refunds and disputes' })).toBeTruthy();
  });
});
