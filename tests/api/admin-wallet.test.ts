import { words, type Words } from '../../src/server/i18n/catalogue';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountKeys, balanceOf } from '../../src/server/ledger/accounts';
import { postTransaction } from '../../src/server/ledger/post';
import { walletOf } from './campaign-fixtures';
import { fundWallet } from './fund-wallet';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let adminToken: string;
beforeAll(async () => {
  api = await startTestApi();
  adminToken = (await api.admin()).token;
});
afterAll(() => api.close());
afterEach(() => api.expectLedgerSound());

const fees = () => balanceOf(api.db, accountKeys.platformFees);

/** Gives the platform fee account `paise` as an approval's fee would (from the provider, straight through the ledger). */
async function collectFee(paise: number, description: Words = words('ledger.demoTopUp')) {
  await api.db.transaction((tx) =>
    postTransaction(tx, {
      type: 'payout',
      amount: paise,
      description,
      entries: [
        { account: accountKeys.providerClearing, amount: -paise },
        { account: accountKeys.platformFees, amount: paise },
      ],
    }),
  );
}

/** A clipper with a held withdrawal of `rupees` out of a wallet of `wallet` rupees. */
async function heldWithdrawal(rupees: number, wallet = 100) {
  const clipper = await api.signup('user', 'Wanda Withdraw');
  await fundWallet(api, clipper.user._id, wallet);
  const res = await api.ok('withdraw', { token: clipper.token, body: { amount: rupees, upiId: 'wanda@upi' } }, 201);
  return { clipper, withdrawal: res.withdrawal };
}

describe('admin wallet', () => {
  it('starts empty, then shows fee credits (+) and withdrawals (-) with descriptions, newest first', async () => {
    expect(await api.ok('adminWallet', { token: adminToken })).toEqual({
      data: { currentBalance: 0, withdrawableBalance: 0, transactions: [] },
    });
    await collectFee(
      1200,
      words('ledger.payout', { title: 'Podcast', gross: '₹100.00', net: '₹88.00', fee: '₹12.00' }),
    );
    await collectFee(37);
    const res = await api.call('adminWithdraw', { token: adminToken, body: { amount: 5.5 } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      message: 'Withdrawal processed successfully.',
      data: { currentBalance: 6.87 },
    });
    const { data } = await api.ok('adminWallet', { token: adminToken });
    expect(data.currentBalance).toBe(687);
    expect(data.transactions.map((t) => [t.type, t.amount, t.description])).toEqual([
      ['withdrawal', -550, 'Admin fee withdrawal'],
      ['platform_fee', 37, 'Admin fee (12%): Demo top-up'],
      [
        'platform_fee',
        1200,
        'Admin fee (12%): Payout for clip on "Podcast": ₹100.00 gross, ₹88.00 to the clipper, ₹12.00 platform fee',
      ],
    ]);
    expect(await fees()).toBe(687);
  });

  it('refuses a withdrawal above the balance with 422 and moves nothing', async () => {
    const before = await fees();
    const res = await api.call('adminWithdraw', { token: adminToken, body: { amount: before / 100 + 0.01 } });
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ message: 'Insufficient balance for withdrawal', code: 'insufficientFeeBalance' });
    expect(await fees()).toBe(before);
    // Exactly the balance empties it.
    const all = await api.ok('adminWithdraw', { token: adminToken, body: { amount: before / 100 } });
    expect(all.data.currentBalance).toBe(0);
    const empty = await api.call('adminWithdraw', { token: adminToken, body: { amount: 0.01 } });
    expect(empty.status).toBe(422);
  });

  it('refuses amounts that are not positive with the contract message', async () => {
    for (const amount of [0, -1, 'ten', null]) {
      const res = await api.call('adminWithdraw', { token: adminToken, body: { amount } });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ message: 'Please enter a valid withdrawal amount' });
    }
    const tooPrecise = await api.call('adminWithdraw', { token: adminToken, body: { amount: 1.0000000001 } });
    expect(tooPrecise.status).toBe(400);
    expect(tooPrecise.json).toMatchObject({ message: 'Use at most 2 decimal places' });
  });

  it('concurrent fee withdrawals never overdraw', async () => {
    await collectFee(10000);
    const balance = await fees();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        api.call('adminWithdraw', { token: adminToken, body: { amount: (balance / 100) * 0.4 } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 422)).toHaveLength(6);
    expect(await fees()).toBe(balance - 2 * Math.round(balance * 0.4));
  });
});

describe('withdrawal queue', () => {
  it('lists requests newest first, filters by status and pages with a cursor', async () => {
    const a = await heldWithdrawal(10);
    const b = await heldWithdrawal(20);
    const c = await heldWithdrawal(30);
    const first = await api.ok('adminWithdrawals', { token: adminToken, query: { limit: '2', status: 'requested' } });
    expect(first.data.withdrawals.map((w) => w._id)).toEqual([c.withdrawal._id, b.withdrawal._id]);
    expect(first.data.withdrawals[0]).toMatchObject({
      amount: 3000,
      upiId: 'wanda@upi',
      user: { name: 'Wanda Withdraw', email: c.clipper.email },
    });
    expect(first.data.nextCursor).toEqual(expect.any(String));
    const second = await api.ok('adminWithdrawals', {
      token: adminToken,
      query: { limit: '2', status: 'requested', cursor: first.data.nextCursor ?? '' },
    });
    expect(second.data.withdrawals.map((w) => w._id)).toContain(a.withdrawal._id);
    expect(first.data.withdrawals.map((w) => w._id)).not.toContain(second.data.withdrawals[0]?._id);

    const badCursor = await api.call('adminWithdrawals', { token: adminToken, query: { cursor: 'junk' } });
    expect(badCursor.status).toBe(400);
    expect(badCursor.json).toEqual({ message: 'Invalid cursor', code: 'invalidCursor' });
    const badStatus = await api.call('adminWithdrawals', { token: adminToken, query: { status: 'lost' } });
    expect(badStatus.status).toBe(400);
  });

  it('mark paid: in flight -> payout clearing, with the reference; only once', async () => {
    const { clipper, withdrawal } = await heldWithdrawal(25);
    const inFlight = await balanceOf(api.db, accountKeys.withdrawalsInFlight);
    const res = await api.call('payWithdrawal', {
      token: adminToken,
      params: { id: withdrawal._id },
      body: { reference: 'UTR123456' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      message: 'Withdrawal marked as paid.',
      withdrawal: { _id: withdrawal._id, status: 'paid', reference: 'UTR123456', processedAt: expect.any(String) },
    });
    expect(await balanceOf(api.db, accountKeys.withdrawalsInFlight)).toBe(inFlight - 2500);
    expect(await walletOf(api, clipper.user._id)).toBe(7500);
    const again = await api.call('payWithdrawal', {
      token: adminToken,
      params: { id: withdrawal._id },
      body: { reference: 'UTR2' },
    });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: 'This withdrawal has already been processed.', code: 'withdrawalProcessed' });
    const reject = await api.call('rejectWithdrawal', { token: adminToken, params: { id: withdrawal._id }, body: {} });
    expect(reject.status).toBe(409);
    const seen = (await api.ok('clipperWallet', { token: clipper.token })).data.withdrawals;
    expect(seen).toEqual([expect.objectContaining({ status: 'paid', reference: 'UTR123456' })]);
    const paidOnly = await api.ok('adminWithdrawals', { token: adminToken, query: { status: 'paid' } });
    expect(paidOnly.data.withdrawals.map((w) => w._id)).toContain(withdrawal._id);
    expect(paidOnly.data.withdrawals.every((w) => w.status === 'paid')).toBe(true);
  });

  it('reject: the money returns to the clipper wallet; only once, even when sent at once', async () => {
    const { clipper, withdrawal } = await heldWithdrawal(40);
    expect(await walletOf(api, clipper.user._id)).toBe(6000);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.call('rejectWithdrawal', {
          token: adminToken,
          params: { id: withdrawal._id },
          body: { reason: 'UPI ID not found' },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(results.find((r) => r.status === 200)?.json).toMatchObject({
      message: "Withdrawal rejected. The amount was returned to the clipper's wallet.",
      withdrawal: { status: 'rejected', reference: null },
    });
    expect(await walletOf(api, clipper.user._id)).toBe(10000);
    const wallet = (await api.ok('clipperWallet', { token: clipper.token })).data;
    expect(wallet.availableToWithdraw).toBe(10000);
    expect(wallet.transactions[0]).toMatchObject({ type: 'withdrawal_rejected', amount: 4000 });
  });

  it('needs a reference to mark paid; unknown ids are 404', async () => {
    const { withdrawal } = await heldWithdrawal(5);
    const noRef = await api.call('payWithdrawal', {
      token: adminToken,
      params: { id: withdrawal._id },
      body: { reference: '  ' },
    });
    expect(noRef.status).toBe(400);
    expect(noRef.json).toMatchObject({ message: 'Payment reference is required' });
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await api.call('payWithdrawal', { token: adminToken, params: { id }, body: { reference: 'R' } });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: 'Withdrawal not found.', code: 'withdrawalNotFound' });
      expect((await api.call('rejectWithdrawal', { token: adminToken, params: { id }, body: {} })).status).toBe(404);
    }
  });
});

describe('admin wallet and queue access', () => {
  it('refuses everyone but admins (401 / 403) and moves nothing', async () => {
    await collectFee(500);
    const before = await fees();
    const { withdrawal } = await heldWithdrawal(1);
    const creator = await api.signup('creator');
    const clipper = await api.signup('user');
    const calls = [
      () => ({ name: 'adminWallet' as const, options: {} }),
      () => ({ name: 'adminWithdraw' as const, options: { body: { amount: 1 } } }),
      () => ({ name: 'adminWithdrawals' as const, options: {} }),
      () => ({ name: 'payWithdrawal' as const, options: { params: { id: withdrawal._id }, body: { reference: 'X' } } }),
      () => ({ name: 'rejectWithdrawal' as const, options: { params: { id: withdrawal._id }, body: {} } }),
    ];
    for (const make of calls) {
      const { name, options } = make();
      expect((await api.call(name, options)).status, name).toBe(401);
      expect((await api.call(name, { ...options, token: creator.token })).status, name).toBe(403);
      expect((await api.call(name, { ...options, token: clipper.token })).status, name).toBe(403);
    }
    expect(await fees()).toBe(before);
    const queue = await api.ok('adminWithdrawals', { token: adminToken, query: { status: 'requested' } });
    expect(queue.data.withdrawals.map((w) => w._id)).toContain(withdrawal._id);
  });
});
