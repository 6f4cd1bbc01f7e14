import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { said } from '../support/catalogue';
import { mockApi, type Handler } from './mock-api';
import { wireConfig, wireWithdrawal } from './payout-fixtures';
import { aUser, renderApp, storeSession } from './render-app';
import { cellTexts } from './table-cells';

const admin = aUser('admin');
const BANK_OFFLINE = 'Beneficiary bank systems are offline. Please retry after 30 min.';

const overview = (overrides: Record<string, unknown> = {}) => ({
  data: {
    mode: 'sandbox',
    policy: { autoLimit: 10000, paused: false },
    counts: [
      { status: 'requested', count: 2, amount: 700 },
      { status: 'sending', count: 1, amount: 400 },
      { status: 'paid', count: 12, amount: 15234.5 },
      { status: 'returned', count: 1, amount: 200 },
    ],
    inFlight: [
      wireWithdrawal({
        _id: 'w4',
        amount: 400,
        upiId: 'queue@ybl',
        status: 'sending',
        payoutState: 'queued',
        payoutId: 'pout_4',
        user: { _id: 'u-bala', name: 'Bala', email: 'bala@example.com' },
      }),
      wireWithdrawal({ _id: 'w6', amount: 150, status: 'sending', payoutState: 'processing', payoutId: 'pout_6' }),
    ],
    failed: [
      wireWithdrawal({
        _id: 'w2',
        amount: 200,
        upiId: 'fail@upi',
        status: 'returned',
        returnReason: BANK_OFFLINE,
        returnReasonSaid: {
          code: 'ledger.payoutReason',
          values: { why: 'bankOffline', reason: BANK_OFFLINE, status: 'failed' },
        },
        payoutState: 'failed',
        payoutId: 'pout_2',
      }),
    ],
    ...overrides,
  },
});

function adminApi(overrides: Record<string, Handler> = {}) {
  storeSession(admin);
  return mockApi({
    'GET /api/auth/me': { body: { user: admin } },
    'GET /api/admin/payouts': { body: overview() },
    ...overrides,
  });
}

const rowsOf = (region: string) =>
  within(screen.getByRole('region', { name: region }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => cellTexts(row));

describe('Admin > Payouts', () => {
  it('shows the mode, the count and amount of each status, what is in flight and what failed with why', async () => {
    adminApi();
    renderApp('/admin/payouts');
    expect((await screen.findByRole('group', { name: 'Mode' })).textContent).toBe('Mode: Sandbox (offline)');
    const card = (label: string) => within(screen.getByRole('group', { name: label }));
    expect(card('Requested').getByText('2')).toBeTruthy();
    expect(card('Requested').getByText('₹700.00')).toBeTruthy();
    expect(card('Paid').getByText('12')).toBeTruthy();
    expect(card('Paid').getByText('₹15,234.50')).toBeTruthy();
    // A status with no withdrawal is still there, at zero.
    expect(card('Rejected').getByText('0')).toBeTruthy();
    expect(card('Rejected').getByText('₹0.00')).toBeTruthy();

    expect(rowsOf('In flight').map((cells) => cells.slice(1))).toEqual([
      ['Balabala@example.com', '₹400.00', 'queue@ybl', 'Queued: low balance'],
      ['Asha Clipperuser@example.com', '₹150.00', 'asha@upi', 'processing'],
    ]);
    expect(rowsOf('Failed or returned').map((cells) => cells.slice(1))).toEqual([
      ['Asha Clipperuser@example.com', '₹200.00', 'fail@upi', 'Returned', BANK_OFFLINE],
    ]);
  });

  it('says when nothing is in flight and nothing failed, and names RazorpayX', async () => {
    adminApi({ 'GET /api/admin/payouts': { body: overview({ mode: 'razorpayx', inFlight: [], failed: [] }) } });
    renderApp('/admin/payouts');
    expect((await screen.findByRole('group', { name: 'Mode' })).textContent).toBe('Mode: RazorpayX');
    expect(within(screen.getByRole('region', { name: 'In flight' })).getByText('Nothing in flight.')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Failed or returned' })).getByText('No failed payouts.'),
    ).toBeTruthy();
  });

  it('names manual payouts and says the policy waits for a provider there', async () => {
    adminApi({ 'GET /api/admin/payouts': { body: overview({ mode: 'manual' }) } });
    renderApp('/admin/payouts');
    expect((await screen.findByRole('group', { name: 'Mode' })).textContent).toBe('Mode: Manual: paid by hand');
    expect(
      screen.getByText(
        'Payouts are paid by hand here, so every withdrawal waits for an admin whatever this policy says.',
      ),
    ).toBeTruthy();
  });

  it('saves the automatic limit and the pause switch, and toasts the answer', async () => {
    const api = adminApi({
      'PATCH /api/admin/payouts/policy': (call) => ({
        body: { message: 'Payout settings saved.', policy: call.body },
        changed: ['platform'],
      }),
    });
    const { user } = renderApp('/admin/payouts');
    const policy = within(await screen.findByRole('region', { name: 'Payout policy' }));
    const limit = policy.getByLabelText('Automatic limit (₹)') as HTMLInputElement;
    const pause = policy.getByRole('switch', { name: 'Pause all automatic payouts' }) as HTMLInputElement;
    expect(limit.value).toBe('10000');
    expect(pause.checked).toBe(false);

    await user.clear(limit);
    await user.click(policy.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(policy.getByRole('alert').textContent).toBe('Automatic limit must be 0 or more'));
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.type(limit, '2500.50');
    await user.click(pause);
    await user.click(policy.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Payout settings saved.')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/api/admin/payouts/policy').map((c) => c.body)).toEqual([
      { autoLimit: 2500.5, paused: true },
    ]);
    expect(limit.value).toBe('2500.5');
    expect(pause.checked).toBe(true);
  });

  it("toasts a refused save with the server's message", async () => {
    adminApi({ 'PATCH /api/admin/payouts/policy': { status: 403, body: { message: 'Access denied' } } });
    const { user } = renderApp('/admin/payouts');
    const policy = within(await screen.findByRole('region', { name: 'Payout policy' }));
    await user.click(policy.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Access denied')).toBeTruthy();
  });

  it('shows its heading while it loads, and a failed load with Try Again', async () => {
    let fail = true;
    adminApi({
      'GET /api/admin/payouts': () => (fail ? { status: 503, delayMs: 300 } : { body: overview() }),
    });
    const { user } = renderApp('/admin/payouts');
    expect(await screen.findByText('Loading payouts...')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Payouts' })).toBeTruthy();
    // The screen's message with Try Again, and the toast.
    await waitFor(() => expect(screen.getAllByText('Failed to load payouts. Please try again.')).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Payouts' })).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect((await screen.findByRole('group', { name: 'Mode' })).textContent).toBe('Mode: Sandbox (offline)');
  });
});

describe('withdrawal queue with a payout provider', () => {
  const queue = () => [
    wireWithdrawal({ _id: 'w1', holdReason: 'new_upi' }),
    wireWithdrawal({
      _id: 'w2',
      amount: 75,
      upiId: 'bala@okaxis',
      holdReason: 'send_failed',
      returnReason: 'Invalid VPA',
      user: { _id: 'u-bala', name: 'Bala', email: 'bala@example.com' },
    }),
  ];

  function queueApi(mode: 'razorpayx' | 'sandbox', overrides: Record<string, Handler> = {}) {
    return adminApi({
      'GET /api/config': { body: wireConfig(mode) },
      'GET /api/admin/withdrawals': (call) => ({
        body: { data: { withdrawals: call.search.get('status') === 'requested' ? queue() : [], nextCursor: null } },
      }),
      ...overrides,
    });
  }

  it('says why each waits, and Approve asks, then sends the payout with no reference', async () => {
    const api = queueApi('sandbox', {
      'POST /api/admin/withdrawals/w1/pay': {
        body: {
          message: said('withdrawalApprovedSent'),
          withdrawal: wireWithdrawal({ status: 'sending', payoutState: 'processing' }),
        },
        changed: ['platform'],
      },
    });
    const { user } = renderApp('/admin/withdrawals');
    const asha = within((await screen.findByText('Asha Clipper')).closest('tr') as HTMLElement);
    expect(asha.getByText('Waiting for an admin: first payout to this UPI ID.')).toBeTruthy();
    const bala = within(screen.getByText('Bala').closest('tr') as HTMLElement);
    expect(bala.getByText('Waiting for an admin: the payout provider refused it.')).toBeTruthy();
    expect(bala.getByText('Why: Invalid VPA')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark paid' })).toBeNull();

    await user.click(asha.getByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve withdrawal?' }));
    expect(dialog.getByText('Send ₹60.00 to asha@upi through the payout sandbox? No money moves.')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(said('withdrawalApprovedSent'))).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/api/admin/withdrawals/w1/pay').map((c) => c.body)).toEqual([{}]);
  });

  it('names RazorpayX in the question, and offers Sending and Returned in the status filter', async () => {
    const api = queueApi('razorpayx');
    const { user } = renderApp('/admin/withdrawals');
    const bala = within((await screen.findByText('Bala')).closest('tr') as HTMLElement);
    await user.click(bala.getByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve withdrawal?' }));
    expect(dialog.getByText('Send ₹75.00 to bala@okaxis through RazorpayX?')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.path.endsWith('/pay'))).toBe(false);

    await user.click(screen.getByRole('radio', { name: 'Returned' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/admin/withdrawals').map((c) => c.search.get('status'))).toContain(
        'returned',
      ),
    );
    await user.click(screen.getByRole('radio', { name: 'Sending' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/admin/withdrawals').map((c) => c.search.get('status'))).toContain(
        'sending',
      ),
    );
  });
});
