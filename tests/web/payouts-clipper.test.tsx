import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@web/lib/format';
import { said } from '../support/catalogue';
import { mockApi, type Handler } from './mock-api';
import { wireConfig, wireWithdrawal } from './payout-fixtures';
import { aUser, renderApp, storeSession } from './render-app';
import { cellTexts } from './table-cells';

const clipper = aUser('user');
/** The sandbox's words for a failed payout (docs/payouts.md#sandbox). */
const BANK_OFFLINE = 'Beneficiary bank systems are offline. Please retry after 30 min.';
const UNAVAILABLE =
  'We could not confirm whose UPI ID this is, so check it carefully: money sent to a wrong ID may not come back.';

const wallet = (withdrawals: object[] = []) => ({
  data: {
    totalEarnings: 2000,
    pendingEarnings: 0,
    availableToWithdraw: 1500,
    heldEarnings: 0,
    holds: [],
    withdrawals,
    transactions: [],
  },
});

const savedIds = {
  upiIds: [
    { address: 'ravi@okaxis', registeredName: 'RAVI KUMAR', paidBefore: true, lastUsedAt: '2026-03-01T09:00:00.000Z' },
    { address: 'ravi@ybl', registeredName: null, paidBefore: false, lastUsedAt: '2026-02-01T09:00:00.000Z' },
  ],
};

const validated = (upiId: string, verdict: 'valid' | 'invalid' | 'unavailable') => ({
  body: {
    upiId,
    verdict,
    registeredName: verdict === 'valid' ? 'RAVI KUMAR' : null,
    message:
      verdict === 'valid'
        ? said('payToName', { name: 'RAVI KUMAR', upiId })
        : verdict === 'invalid'
          ? said('upiIdNotFound')
          : UNAVAILABLE,
  },
});

function clipperApi(overrides: Record<string, Handler> = {}) {
  storeSession(clipper);
  return mockApi({
    'GET /api/auth/me': { body: { user: clipper } },
    'GET /api/wallet/clipper': { body: wallet() },
    'GET /api/config': { body: wireConfig('sandbox', 100) },
    'GET /api/wallet/upi-ids': { body: savedIds },
    'POST /api/wallet/withdraw': (call) => ({
      status: 201,
      body: {
        message: said('withdrawalSending'),
        withdrawal: wireWithdrawal({ ...(call.body as object), status: 'sending' }),
      },
    }),
    ...overrides,
  });
}

async function openWallet() {
  const view = renderApp('/clipper/wallet');
  const form = within(await screen.findByRole('region', { name: 'Withdraw Earnings' }));
  return { ...view, form };
}

const sent = (api: ReturnType<typeof mockApi>, path: string) => api.calls.filter((c) => c.path === path);

describe('clipper withdrawal: minimum and UPI ID confirmation', () => {
  it("refuses less than the server's minimum with the server's sentence, and asks nothing", async () => {
    const api = clipperApi();
    const { user, form } = await openWallet();
    expect(form.getByText('Minimum ₹100.00')).toBeTruthy();
    await user.type(form.getByLabelText('Amount (₹)'), '99.99');
    await user.type(form.getByLabelText('UPI ID'), 'ravi@okaxis');
    await user.click(form.getByRole('button', { name: 'Request Withdrawal' }));
    await waitFor(() =>
      expect(form.getByRole('alert').textContent).toBe(said('minimumWithdrawal', { minimum: '₹100.00' })),
    );
    expect(sent(api, '/api/wallet/upi-ids/validate')).toHaveLength(0);
    expect(sent(api, '/api/wallet/withdraw')).toHaveLength(0);
  });

  it('offers the saved UPI IDs, asks whose the ID is, and withdraws only once the name is confirmed', async () => {
    const api = clipperApi({
      'POST /api/wallet/upi-ids/validate': (call) => validated((call.body as { upiId: string }).upiId, 'valid'),
    });
    const { user, form } = await openWallet();
    // They load beside the page, not before it: typing the ID never waits for them.
    const saved = within(await form.findByRole('group', { name: 'Saved UPI IDs' }));
    expect(saved.getByRole('button', { name: 'Use ravi@ybl' })).toBeTruthy();
    await user.click(saved.getByRole('button', { name: 'Use ravi@okaxis (RAVI KUMAR)' }));
    expect((form.getByLabelText('UPI ID') as HTMLInputElement).value).toBe('ravi@okaxis');
    await user.type(form.getByLabelText('Amount (₹)'), '500');

    // Cancel sends nothing.
    await user.click(form.getByRole('button', { name: 'Request Withdrawal' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Confirm UPI ID' }));
    expect(dialog.getByText(said('payToName', { name: 'RAVI KUMAR', upiId: 'ravi@okaxis' }))).toBeTruthy();
    expect(dialog.getByText('Amount: ₹500.00')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm UPI ID' })).toBeNull());
    expect(sent(api, '/api/wallet/withdraw')).toHaveLength(0);

    await user.click(form.getByRole('button', { name: 'Request Withdrawal' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Confirm UPI ID' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm and withdraw' }));
    expect(await screen.findByText(said('withdrawalSending'))).toBeTruthy();
    expect(sent(api, '/api/wallet/upi-ids/validate').map((c) => c.body)).toEqual([
      { upiId: 'ravi@okaxis' },
      { upiId: 'ravi@okaxis' },
    ]);
    expect(sent(api, '/api/wallet/withdraw').map((c) => c.body)).toEqual([{ amount: 500, upiId: 'ravi@okaxis' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm UPI ID' })).toBeNull());
    expect((form.getByLabelText('Amount (₹)') as HTMLInputElement).value).toBe('');
  });

  it('shows an unknown UPI ID as the field error, opens no dialog and sends nothing', async () => {
    const api = clipperApi({ 'POST /api/wallet/upi-ids/validate': validated('nobody@okaxis', 'invalid') });
    const { user, form } = await openWallet();
    await user.type(form.getByLabelText('Amount (₹)'), '200');
    await user.type(form.getByLabelText('UPI ID'), 'nobody@okaxis');
    await user.click(form.getByRole('button', { name: 'Request Withdrawal' }));
    await waitFor(() => expect(form.getByRole('alert').textContent).toBe(said('upiIdNotFound')));
    expect(sent(api, '/api/wallet/upi-ids/validate').map((c) => c.body)).toEqual([{ upiId: 'nobody@okaxis' }]);
    expect(screen.queryByRole('dialog', { name: 'Confirm UPI ID' })).toBeNull();
    expect(sent(api, '/api/wallet/withdraw')).toHaveLength(0);
  });

  it('when the ID cannot be checked, says so and still lets the clipper confirm it as typed', async () => {
    const api = clipperApi({ 'POST /api/wallet/upi-ids/validate': validated('asha@ybl', 'unavailable') });
    const { user, form } = await openWallet();
    await user.type(form.getByLabelText('Amount (₹)'), '250.50');
    await user.type(form.getByLabelText('UPI ID'), 'asha@ybl');
    await user.click(form.getByRole('button', { name: 'Request Withdrawal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm UPI ID' }));
    expect(dialog.getByText(UNAVAILABLE)).toBeTruthy();
    expect(dialog.getByText('UPI ID: asha@ybl')).toBeTruthy();
    expect(dialog.getByText('Amount: ₹250.50')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Confirm and withdraw' }));
    expect(await screen.findByText(said('withdrawalSending'))).toBeTruthy();
    expect(sent(api, '/api/wallet/withdraw').map((c) => c.body)).toEqual([{ amount: 250.5, upiId: 'asha@ybl' }]);
  });

  it("toasts the server's refusal of the check and sends nothing", async () => {
    const api = clipperApi({
      'POST /api/wallet/upi-ids/validate': { status: 429, body: { message: 'Too many attempts. Try again later.' } },
    });
    const { user, form } = await openWallet();
    await user.type(form.getByLabelText('Amount (₹)'), '200');
    await user.type(form.getByLabelText('UPI ID'), 'asha@ybl');
    await user.click(form.getByRole('button', { name: 'Request Withdrawal' }));
    expect(await screen.findByText('Too many attempts. Try again later.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Confirm UPI ID' })).toBeNull();
    expect(sent(api, '/api/wallet/withdraw')).toHaveLength(0);
  });
});

describe('clipper withdrawal requests: each status says where the money is', () => {
  it('shows why one waits, that one is queued, the UTR and time of a paid one and why one came back', async () => {
    const paidAt = '2026-03-06T09:30:00.000Z';
    clipperApi({
      'GET /api/wallet/clipper': {
        body: wallet([
          wireWithdrawal({ _id: 'w5', amount: 500, holdReason: 'new_upi' }),
          wireWithdrawal({ _id: 'w4', amount: 400, status: 'sending', payoutState: 'queued', payoutId: 'pout_4' }),
          wireWithdrawal({
            _id: 'w3',
            amount: 300,
            status: 'paid',
            reference: '123456789012',
            payoutState: 'processed',
            payoutId: 'pout_3',
            processedAt: paidAt,
          }),
          wireWithdrawal({
            _id: 'w2',
            amount: 200,
            status: 'returned',
            returnReason: BANK_OFFLINE,
            returnReasonSaid: {
              code: 'ledger.payoutReason',
              values: { why: 'bankOffline', reason: BANK_OFFLINE, status: 'failed' },
            },
            payoutState: 'failed',
            payoutId: 'pout_2',
          }),
          wireWithdrawal({ _id: 'w1', amount: 100, status: 'rejected' }),
        ]),
      },
    });
    await openWallet();
    const requests = within(screen.getByRole('region', { name: 'Withdrawal Requests' }));
    const rows = requests.getAllByRole('row').slice(1);
    expect(rows.map((r) => cellTexts(r).slice(1))).toEqual([
      ['₹500.00', 'asha@upi', 'RequestedWaiting for an admin: first payout to this UPI ID.', '—'],
      ['₹400.00', 'asha@upi', 'SendingQueued at the bank', '—'],
      ['₹300.00', 'asha@upi', 'Paid', `UTR 123456789012Paid ${formatDateTime(paidAt)}`],
      ['₹200.00', 'asha@upi', `ReturnedReturned: ${BANK_OFFLINE} The amount is back in your wallet.`, '—'],
      ['₹100.00', 'asha@upi', 'Rejected', '—'],
    ]);
    expect(requests.getByText('UTR 123456789012')).toBeTruthy();
  });
});

describe('clipper yearly statement', () => {
  it("offers this Indian financial year and the three before, and downloads the chosen one's CSV with the token", async () => {
    // 1 April 2026, 01:30 in India (still 31 March in UTC): the new financial year has begun.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-31T20:00:00.000Z'));
    const api = clipperApi({ 'GET /api/wallet/statement.csv': { body: 'Date,Type\r\n' } });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:statement');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = await openWallet();
    const statement = within(screen.getByRole('region', { name: 'Yearly statement' }));
    const year = statement.getByLabelText('Financial year') as HTMLSelectElement;
    expect([...year.options].map((o) => o.textContent)).toEqual([
      'FY 2026–27',
      'FY 2025–26',
      'FY 2024–25',
      'FY 2023–24',
    ]);
    expect(year.value).toBe('2026');

    await user.selectOptions(year, 'FY 2025–26');
    await user.click(statement.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const call = api.calls.find((c) => c.path === '/api/wallet/statement.csv');
    expect(call?.search.get('year')).toBe('2025');
    expect(call?.headers.get('Authorization')).toBe('Bearer token-user');
    expect(clicked[0]?.download).toBe('clipmandi-statement-FY2025-26.csv');
    expect(clicked[0]?.href).toBe('blob:statement');
  });

  it('toasts a failed download', async () => {
    clipperApi({ 'GET /api/wallet/statement.csv': { status: 503 } });
    const { user } = await openWallet();
    const statement = within(screen.getByRole('region', { name: 'Yearly statement' }));
    await user.click(statement.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Failed to download the statement')).toBeTruthy();
  });
});
