import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type Handler } from './mock-api';
import { aUser, renderApp, storeSession } from './render-app';
import { cellTexts } from './table-cells';

const admin = aUser('admin');
const adminWallet = (balance: number, withdrawable = balance) => ({
  currentBalance: balance,
  withdrawableBalance: withdrawable,
  transactions: [
    {
      _id: 'f3',
      type: 'withdrawal',
      amount: -5.5,
      description: 'Admin fee withdrawal',
      descriptionSaid: { code: 'ledger.feeWithdrawal', values: {} },
      feeLine: null,
      timestamp: '2025-03-06T09:00:00.000Z',
    },
    {
      _id: 'f2',
      type: 'platform_fee',
      amount: 12,
      description: 'Admin fee (12%): Payout for 1,000 views on "Podcast"',
      descriptionSaid: null,
      feeLine: 'taken',
      timestamp: '2025-03-05T09:00:00.000Z',
    },
  ],
});
const withdrawal = (id: string, status: 'requested' | 'paid' | 'rejected', name: string) => ({
  _id: id,
  amount: 60,
  upiId: `${name.toLowerCase()}@upi`,
  status,
  reference: status === 'paid' ? 'UTR1' : null,
  holdReason: status === 'requested' ? 'manual' : null,
  returnReason: null,
  returnReasonSaid: null,
  payoutState: null,
  payoutId: null,
  user: { _id: `u-${id}`, name, email: `${name.toLowerCase()}@example.com` },
  createdAt: '2025-03-05T09:00:00.000Z',
  processedAt: null,
});

// Paid by hand: the queue's action is Mark paid with a reference (payouts-admin tests Approve with a provider).
const manualConfig = {
  payments: { mode: 'sandbox', keyId: 'rzp_sandbox_clipmandi', checkoutScriptUrl: '/api/payments/sandbox/checkout.js' },
  payouts: { mode: 'manual', minWithdrawal: 100 },
  accounts: { emailVerification: 'off' },
  campaigns: { platforms: ['youtube_shorts'] },
};

function adminApi(overrides: Record<string, Handler> = {}) {
  storeSession(admin);
  return mockApi({
    'GET /api/auth/me': { body: { user: admin } },
    'GET /api/config': { body: manualConfig },
    'GET /api/admin/wallet': { body: { data: adminWallet(6.5) } },
    ...overrides,
  });
}

describe('admin wallet', () => {
  it('shows the balance, the 12% note, a link to the withdrawal queue and the signed history', async () => {
    adminApi();
    renderApp('/admin/wallet');
    const balance = within(await screen.findByRole('group', { name: 'Current Balance' }));
    expect(balance.getByText('₹6.50')).toBeTruthy();
    expect(balance.getByText(/Admin fees \(12%\) are collected from clip payouts/)).toBeTruthy();
    expect((balance.getByRole('button', { name: 'Withdraw Funds' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('link', { name: 'Withdrawal requests' }).getAttribute('href')).toBe('/admin/withdrawals');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(
      rows
        .map((r) =>
          within(r)
            .queryAllByRole('columnheader')
            .map((h) => h.textContent),
        )
        .at(0),
    ).toEqual(['Date', 'Type', 'Amount', 'Description']);
    const cells = rows.slice(1).map((r) => cellTexts(r).slice(1));
    expect(cells).toEqual([
      ['Withdrawal', '-₹5.50', 'Admin fee withdrawal'],
      ['Admin Fee', '+₹12.00', 'Admin fee (12%): Payout for 1,000 views on "Podcast"'],
    ]);
  });

  it('shows what is withdrawable now: the fees of payouts still held stay until their release', async () => {
    const api = adminApi({ 'GET /api/admin/wallet': { body: { data: adminWallet(6.5, 2) } } });
    const { user } = renderApp('/admin/wallet');
    const balance = within(await screen.findByRole('group', { name: 'Current Balance' }));
    expect(balance.getByTestId('fee-withdrawable').textContent).toBe(
      "Withdrawable now: ₹2.00 (₹4.50 is the fee share of payouts still held, which goes back to the campaign if YouTube's count falls)",
    );
    await user.click(balance.getByRole('button', { name: 'Withdraw Funds' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw Funds' }));
    expect(dialog.getByText('Available: ₹2.00')).toBeTruthy();
    await user.type(dialog.getByLabelText('Withdrawal amount (₹)'), '2.01');
    await user.click(dialog.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe('Insufficient balance for withdrawal'));
    expect(api.calls.some((c) => c.path === '/api/admin/wallet/withdraw')).toBe(false);
  });

  it('disables Withdraw Funds while every fee belongs to a held payout', async () => {
    adminApi({ 'GET /api/admin/wallet': { body: { data: adminWallet(6.5, 0) } } });
    renderApp('/admin/wallet');
    const balance = within(await screen.findByRole('group', { name: 'Current Balance' }));
    expect((balance.getByRole('button', { name: 'Withdraw Funds' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when the history is only the latest 100 movements and points to Transactions for the rest', async () => {
    const full = Array.from({ length: 100 }, (_, i) => ({
      _id: `f${i}`,
      type: 'platform_fee',
      amount: 1,
      description: `Admin fee ${i}`,
      descriptionSaid: null,
      feeLine: null,
      timestamp: '2025-03-05T09:00:00.000Z',
    }));
    adminApi({
      'GET /api/admin/wallet': {
        body: { data: { currentBalance: 100, withdrawableBalance: 100, transactions: full } },
      },
    });
    renderApp('/admin/wallet');
    expect(await screen.findByText(/Showing the latest 100 movements\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Transactions' }).getAttribute('href')).toBe('/admin/transactions');
  });

  it('says nothing of a limit under 100 movements', async () => {
    adminApi();
    renderApp('/admin/wallet');
    await screen.findByRole('group', { name: 'Current Balance' });
    expect(screen.queryByText(/Showing the latest/)).toBeNull();
  });

  it('disables Withdraw Funds at a balance of 0', async () => {
    adminApi({
      'GET /api/admin/wallet': { body: { data: { currentBalance: 0, withdrawableBalance: 0, transactions: [] } } },
    });
    renderApp('/admin/wallet');
    const balance = within(await screen.findByRole('group', { name: 'Current Balance' }));
    expect((balance.getByRole('button', { name: 'Withdraw Funds' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('No admin fees collected yet.')).toBeTruthy();
  });

  it('the withdraw modal refuses non-positive amounts and amounts above the balance with the contract messages', async () => {
    const api = adminApi();
    const { user } = renderApp('/admin/wallet');
    await user.click(await screen.findByRole('button', { name: 'Withdraw Funds' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw Funds' }));
    const amount = dialog.getByLabelText('Withdrawal amount (₹)');
    expect(amount.getAttribute('step')).toBe('0.01');
    for (const [typed, message] of [
      ['', 'Please enter a valid withdrawal amount'],
      ['0', 'Please enter a valid withdrawal amount'],
      ['-1', 'Please enter a valid withdrawal amount'],
      ['6.51', 'Insufficient balance for withdrawal'],
    ] as const) {
      await user.clear(amount);
      if (typed) await user.type(amount, typed);
      await user.click(dialog.getByRole('button', { name: 'Withdraw' }));
      await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe(message));
    }
    expect(api.calls.some((c) => c.path === '/api/admin/wallet/withdraw')).toBe(false);
  });

  it("withdraws, toasts 'Withdrawal processed successfully.' and shows the updated wallet", async () => {
    let balance = 6.5;
    const api = adminApi({
      'GET /api/admin/wallet': () => ({ body: { data: adminWallet(balance) } }),
      'POST /api/admin/wallet/withdraw': () => {
        balance = 1.5;
        return {
          body: { message: 'Withdrawal processed successfully.', data: adminWallet(balance) },
          changed: [`user:${admin._id}`, 'platform'],
        };
      },
    });
    const { user } = renderApp('/admin/wallet');
    await user.click(await screen.findByRole('button', { name: 'Withdraw Funds' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw Funds' }));
    await user.type(dialog.getByLabelText('Withdrawal amount (₹)'), '5');
    await user.click(dialog.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal processed successfully.')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/admin/wallet/withdraw')?.body).toEqual({ amount: 5 });
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: 'Current Balance' })).getByText('₹1.50')).toBeTruthy(),
    );
  });

  it("shows the server's refusal, or 'Failed to process withdrawal'", async () => {
    let reply = { status: 422, body: { message: 'Insufficient balance for withdrawal' } as object };
    adminApi({ 'POST /api/admin/wallet/withdraw': () => reply });
    const { user } = renderApp('/admin/wallet');
    await user.click(await screen.findByRole('button', { name: 'Withdraw Funds' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw Funds' }));
    await user.type(dialog.getByLabelText('Withdrawal amount (₹)'), '6');
    await user.click(dialog.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Insufficient balance for withdrawal')).toBeTruthy();
    reply = { status: 500, body: {} };
    await user.click(dialog.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Failed to process withdrawal')).toBeTruthy();
  });

  it('a failed load shows the page message with Try Again and the toast', async () => {
    let fail = true;
    adminApi({
      'GET /api/admin/wallet': () => (fail ? { status: 500, body: {} } : { body: { data: adminWallet(3) } }),
    });
    const { user } = renderApp('/admin/wallet');
    expect(await screen.findByText('Failed to load admin wallet. Please try again.')).toBeTruthy();
    expect(await screen.findByText('Failed to load wallet data.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: 'Current Balance' })).getByText('₹3.00')).toBeTruthy(),
    );
  });
});

describe('admin wallet and withdrawal queue while loading', () => {
  it('the wallet shows its heading, the 12% note and a disabled Withdraw Funds until the balance is in', async () => {
    adminApi({ 'GET /api/admin/wallet': { body: { data: adminWallet(6.5) }, delayMs: 400 } });
    renderApp('/admin/wallet');
    expect(await screen.findByText('Loading admin wallet...')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Wallet' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Current Balance' })).toBeNull();
    expect(screen.getByText(/Admin fees \(12%\) are collected from clip payouts/)).toBeTruthy();
    expect((screen.getByText('Withdraw Funds').closest('button') as HTMLButtonElement).disabled).toBe(true);
    const balance = within(await screen.findByRole('group', { name: 'Current Balance' }));
    expect(balance.getByText('₹6.50')).toBeTruthy();
    expect(screen.queryByText('Loading admin wallet...')).toBeNull();
  });

  it("a failed first page of the queue is the screen's message with Try Again and the toast", async () => {
    let fail = true;
    adminApi({
      'GET /api/admin/withdrawals': () =>
        fail
          ? { status: 503 }
          : { body: { data: { withdrawals: [withdrawal('w1', 'requested', 'Asha')], nextCursor: null } } },
    });
    const { user } = renderApp('/admin/withdrawals');
    await waitFor(() => expect(screen.getAllByText('Failed to load withdrawals. Please try again.')).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Asha')).toBeTruthy();
  });

  it('another status keeps the rows on screen while it loads, and says so inline if it fails', async () => {
    const asha = withdrawal('w1', 'requested', 'Asha');
    const bala = withdrawal('w2', 'paid', 'Bala');
    adminApi({
      'GET /api/admin/withdrawals': (call) => {
        const status = call.search.get('status');
        if (status === 'requested') return { body: { data: { withdrawals: [asha], nextCursor: null } } };
        if (status === 'rejected') return { status: 503 };
        return { body: { data: { withdrawals: [asha, bala], nextCursor: null } }, delayMs: 400 };
      },
    });
    const { user } = renderApp('/admin/withdrawals');
    await screen.findByText('Asha');
    await user.click(screen.getByRole('radio', { name: 'All' }));
    // The requested rows stay (marked busy) until every status's rows are in.
    expect(screen.getByText('Asha')).toBeTruthy();
    expect(screen.getByRole('table').closest('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByText('Bala')).toBeTruthy();
    expect(screen.getByRole('table').closest('[aria-busy="true"]')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Rejected' }));
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getAllByText('Failed to load withdrawals. Please try again.').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Rejected' })).toBeTruthy();
  });
});

describe('withdrawal queue', () => {
  it('lists requested withdrawals, marks one paid with a reference and rejects another', async () => {
    const queue = [withdrawal('w1', 'requested', 'Asha'), withdrawal('w2', 'requested', 'Bala')];
    const api = adminApi({
      'GET /api/admin/withdrawals': (call) => ({
        body: {
          data: {
            withdrawals: queue.filter((w) => !call.search.get('status') || w.status === call.search.get('status')),
            nextCursor: null,
          },
        },
      }),
      'POST /api/admin/withdrawals/w1/pay': (call) => {
        Object.assign(queue[0] as object, {
          status: 'paid',
          reference: (call.body as { reference: string }).reference,
        });
        return { body: { message: 'Withdrawal marked as paid.', withdrawal: queue[0] }, changed: ['platform'] };
      },
      'POST /api/admin/withdrawals/w2/reject': () => {
        (queue[1] as { status: string }).status = 'rejected';
        return {
          body: {
            message: "Withdrawal rejected. The amount was returned to the clipper's wallet.",
            withdrawal: queue[1],
          },
          changed: ['platform'],
        };
      },
    });
    const { user } = renderApp('/admin/withdrawals');
    const asha = await screen.findByText('Asha');
    expect(api.calls.find((c) => c.path === '/api/admin/withdrawals')?.search.get('status')).toBe('requested');
    const ashaRow = within(asha.closest('tr') as HTMLElement);
    expect(ashaRow.getByText('₹60.00')).toBeTruthy();
    expect(ashaRow.getByText('asha@upi')).toBeTruthy();

    await user.click(ashaRow.getByRole('button', { name: 'Mark paid' }));
    const pay = within(await screen.findByRole('dialog', { name: 'Mark withdrawal paid' }));
    await user.click(pay.getByRole('button', { name: 'Mark paid' }));
    expect((await pay.findByRole('alert')).textContent).toBe('Payment reference is required');
    await user.type(pay.getByLabelText('Payment reference'), 'UTR123');
    await user.click(pay.getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Withdrawal marked as paid.')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/admin/withdrawals/w1/pay')?.body).toEqual({ reference: 'UTR123' });
    await waitFor(() => expect(screen.queryByText('Asha')).toBeNull());

    await user.click(
      within(screen.getByText('Bala').closest('tr') as HTMLElement).getByRole('button', { name: 'Reject' }),
    );
    const confirm = within(await screen.findByRole('dialog', { name: 'Reject withdrawal?' }));
    expect(confirm.getByText("₹60.00 goes back to Bala's wallet.")).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText("Withdrawal rejected. The amount was returned to the clipper's wallet."),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByText('No withdrawal requests here.')).toBeTruthy());

    await user.click(screen.getByRole('radio', { name: 'All' }));
    const all = within(await screen.findByRole('table'));
    expect(all.getByText('Paid')).toBeTruthy();
    expect(all.getByText('Rejected')).toBeTruthy();
    expect(all.getByText('UTR123')).toBeTruthy();
  });
});
