import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type Handler } from './mock-api';
import { formatDateTime } from '@web/lib/format';
import { aUser, renderApp, storeSession } from './render-app';
import { cellTexts } from './table-cells';
import { said } from '../support/catalogue';

const clipper = aUser('user');
const withdrawal = (
  id: string,
  amount: number,
  status: 'requested' | 'paid' | 'rejected',
  reference: string | null = null,
) => ({
  _id: id,
  amount,
  upiId: 'asha@okbank',
  status,
  reference,
  holdReason: null,
  returnReason: null,
  returnReasonSaid: null,
  payoutState: status === 'paid' ? 'processed' : null,
  payoutId: status === 'paid' ? 'pout_1' : null,
  user: { _id: clipper._id, name: clipper.name, email: clipper.email },
  createdAt: '2025-03-05T09:00:00.000Z',
  processedAt: status === 'requested' ? null : '2025-03-06T09:00:00.000Z',
});
const wallet = (
  available: number,
  held: { heldEarnings: number; holds: object[] } = { heldEarnings: 0, holds: [] },
) => ({
  data: {
    totalEarnings: 362.08,
    pendingEarnings: 29.53,
    availableToWithdraw: available,
    ...held,
    withdrawals: [
      withdrawal('w3', 20, 'requested'),
      withdrawal('w2', 15, 'paid', '998877665544'),
      withdrawal('w1', 5, 'rejected'),
    ],
    transactions: [
      {
        _id: 't1',
        type: 'payout',
        amount: 362.08,
        description: 'Payout for 12,345 views on "Podcast"',
        descriptionSaid: null,
        timestamp: '2025-03-04T09:00:00.000Z',
      },
    ],
  },
});

// The smallest withdrawal RazorpayX takes: these tests are about the other rules (payouts-clipper has ₹100).
const config = {
  payments: { mode: 'sandbox', keyId: 'rzp_sandbox_clipmandi', checkoutScriptUrl: '/api/payments/sandbox/checkout.js' },
  payouts: { mode: 'sandbox', minWithdrawal: 1 },
  accounts: { emailVerification: 'off' },
  campaigns: { platforms: ['youtube_shorts'] },
};

function clipperApi(overrides: Record<string, Handler> = {}) {
  storeSession(clipper);
  return mockApi({
    'GET /api/auth/me': { body: { user: clipper } },
    'GET /api/wallet/clipper': { body: wallet(100) },
    'GET /api/config': { body: config },
    'GET /api/wallet/upi-ids': { body: { upiIds: [] } },
    'POST /api/wallet/upi-ids/validate': (call) => {
      const { upiId } = call.body as { upiId: string };
      return {
        body: { upiId, verdict: 'valid', registeredName: 'ASHA', message: said('payToName', { name: 'ASHA', upiId }) },
      };
    },
    ...overrides,
  });
}

const card = (label: string) => screen.getByRole('group', { name: label });

async function openWallet() {
  const view = renderApp('/clipper/wallet');
  const form = within(await screen.findByRole('region', { name: 'Withdraw Earnings' }));
  return { ...view, form };
}

describe('clipper wallet', () => {
  it('shows Total Earnings, Pending Earnings, Available to Withdraw and each request with its status', async () => {
    clipperApi();
    await openWallet();
    expect(within(card('Total Earnings')).getByText('₹362.08')).toBeTruthy();
    expect(within(card('Pending Earnings')).getByText('₹29.53')).toBeTruthy();
    expect(within(card('Available to Withdraw')).getByText('₹100.00')).toBeTruthy();
    const requests = within(screen.getByRole('region', { name: 'Withdrawal Requests' }));
    const rows = requests.getAllByRole('row').slice(1);
    expect(rows.map((r) => cellTexts(r).slice(1))).toEqual([
      ['₹20.00', 'asha@okbank', 'Requested', '—'],
      ['₹15.00', 'asha@okbank', 'Paid', `UTR 998877665544Paid ${formatDateTime('2025-03-06T09:00:00.000Z')}`],
      ['₹5.00', 'asha@okbank', 'Rejected', '—'],
    ]);
    const history = within(screen.getByRole('region', { name: 'Transaction History' }));
    expect(history.getByText('+₹362.08')).toBeTruthy();
    expect(history.getByText('Clip payout')).toBeTruthy();
  });

  it('refuses a missing or non-positive amount, a malformed UPI ID and more than is available, with the contract messages', async () => {
    const api = clipperApi();
    const { user, form } = await openWallet();
    const amount = form.getByLabelText('Amount (₹)');
    const upi = form.getByLabelText('UPI ID');
    const submit = form.getByRole('button', { name: 'Request Withdrawal' });
    const errors = () => form.queryAllByRole('alert').map((a) => a.textContent);

    await user.click(submit);
    await waitFor(() => expect(errors()).toEqual(['Enter a valid amount', 'Enter a valid UPI ID']));

    for (const [typedAmount, typedUpi, expected] of [
      ['0', 'asha@okbank', ['Enter a valid amount']],
      ['-3', 'asha@okbank', ['Enter a valid amount']],
      ['10', 'asha-okbank', ['Enter a valid UPI ID']],
      ['10', 'asha@ok bank', ['Enter a valid UPI ID']],
      ['10', 'a@b@c', ['Enter a valid UPI ID']],
      ['100.01', 'asha@okbank', ['Amount exceeds available balance']],
    ] as const) {
      await user.clear(amount);
      await user.type(amount, typedAmount);
      await user.clear(upi);
      await user.type(upi, typedUpi);
      await user.click(submit);
      await waitFor(() => expect(errors()).toEqual(expected));
    }
    expect(api.calls.some((c) => c.path === '/api/wallet/withdraw')).toBe(false);
  });

  it('requests a withdrawal, toasts the server message and refreshes the wallet', async () => {
    let available = 100;
    const api = clipperApi({
      'GET /api/wallet/clipper': () => ({ body: wallet(available) }),
      'POST /api/wallet/withdraw': () => {
        available = 59.5;
        return {
          status: 201,
          body: {
            message: 'Withdrawal requested. It will be processed shortly.',
            withdrawal: withdrawal('w4', 40.5, 'requested'),
          },
          changed: [`user:${clipper._id}`],
        };
      },
    });
    const { user, form } = await openWallet();
    await user.type(form.getByLabelText('Amount (₹)'), '40.50');
    await user.type(form.getByLabelText('UPI ID'), 'asha@okbank');
    await user.click(form.getByRole('button', { name: 'Request Withdrawal' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Confirm UPI ID' }));
    await user.click(confirm.getByRole('button', { name: 'Confirm and withdraw' }));
    expect(await screen.findByText('Withdrawal requested. It will be processed shortly.')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/wallet/withdraw')?.body).toEqual({
      amount: 40.5,
      upiId: 'asha@okbank',
    });
    await waitFor(() => expect(within(card('Available to Withdraw')).getByText('₹59.50')).toBeTruthy());
    expect((form.getByLabelText('Amount (₹)') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal, or 'Failed to request withdrawal' when there is none", async () => {
    let reply = { status: 422, body: { message: 'Amount exceeds available balance' } as object };
    clipperApi({ 'POST /api/wallet/withdraw': () => reply });
    const { user, form } = await openWallet();
    await user.type(form.getByLabelText('Amount (₹)'), '50');
    await user.type(form.getByLabelText('UPI ID'), 'asha@okbank');
    const withdrawConfirmed = async () => {
      await user.click(form.getByRole('button', { name: 'Request Withdrawal' }));
      const confirm = within(await screen.findByRole('dialog', { name: 'Confirm UPI ID' }));
      await user.click(confirm.getByRole('button', { name: 'Confirm and withdraw' }));
    };
    await withdrawConfirmed();
    expect(await screen.findByText('Amount exceeds available balance')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm UPI ID' })).toBeNull());
    reply = { status: 500, body: {} };
    await withdrawConfirmed();
    expect(await screen.findByText('Failed to request withdrawal')).toBeTruthy();
  });

  it("shows 'Failed to load wallet' with Try Again", async () => {
    let fail = true;
    clipperApi({ 'GET /api/wallet/clipper': () => (fail ? { status: 500, body: {} } : { body: wallet(7) }) });
    const { user } = renderApp('/clipper/wallet');
    expect(await screen.findByText('Failed to load wallet')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(within(card('Available to Withdraw')).getByText('₹7.00')).toBeTruthy());
  });
  it('shows Held Earnings and each hold "held until {date}"; the withdraw form offers only released money', async () => {
    const holds = [
      {
        clipId: '00000000-0000-4000-8000-0000000000a1',
        campaignTitle: 'Podcast',
        amount: 150.25,
        heldUntil: '2025-03-12T09:00:00.000Z',
      },
      {
        clipId: '00000000-0000-4000-8000-0000000000a2',
        campaignTitle: 'Cooking',
        amount: 12,
        heldUntil: '2025-03-14T09:00:00.000Z',
      },
    ];
    const api = clipperApi({ 'GET /api/wallet/clipper': { body: wallet(100, { heldEarnings: 162.25, holds }) } });
    const { user, form } = await openWallet();
    expect(within(card('Held Earnings')).getByText('₹162.25')).toBeTruthy();
    expect(within(card('Available to Withdraw')).getByText('₹100.00')).toBeTruthy();
    const held = within(screen.getByRole('region', { name: 'Held Earnings' }));
    const rows = held
      .getAllByRole('row')
      .slice(1)
      .map((r) => cellTexts(r));
    expect(rows).toEqual([
      ['Podcast', '₹150.25', 'held until 12 Mar 2025'],
      ['Cooking', '₹12.00', 'held until 14 Mar 2025'],
    ]);

    // Held money is not withdrawable: more than the released ₹100 is refused before any request.
    await user.type(form.getByLabelText('Amount (₹)'), '100.01');
    await user.type(form.getByLabelText('UPI ID'), 'asha@okbank');
    await user.click(form.getByRole('button', { name: 'Request Withdrawal' }));
    await waitFor(() => expect(form.getByRole('alert').textContent).toBe('Amount exceeds available balance'));
    expect(api.calls.some((c) => c.path === '/api/wallet/withdraw')).toBe(false);
  });

  it('says when nothing is held', async () => {
    clipperApi();
    await openWallet();
    expect(within(card('Held Earnings')).getByText('₹0.00')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Held Earnings' })).getByText('Nothing held right now.'),
    ).toBeTruthy();
  });
});
