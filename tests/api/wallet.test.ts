import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, fundedCreator, newVideoId, walletOf, type Person } from './campaign-fixtures';
import { fundWallet } from './fund-wallet';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
afterEach(() => api.expectLedgerSound());

async function submitClip(clipper: Person, campaignId: string, viewCount: number) {
  const body = { campaignId, clipLink: `https://youtu.be/${newVideoId()}`, viewCount };
  return (await api.ok('submitClip', { token: clipper.token, body }, 201)).clip;
}

/** A clipper whose wallet holds `rupees` (as if earned). */
async function clipperWith(rupees: number) {
  const clipper = await api.signup('user');
  if (rupees > 0) await fundWallet(api, clipper.user._id, rupees);
  return clipper;
}

describe('GET /api/wallet/creator and /api/wallet/clipper', () => {
  it('show balance, spent, pending estimates and earnings from the same payout arithmetic', async () => {
    const creator = await api.signup('creator');
    await api.topUp(creator.token, 2000);
    // ₹33.33 per 1K views, ₹1,000 budget.
    const campaign = await createCampaign(api, creator, { totalBudget: 1000, payoutPer1000Views: 33.33 });
    const clipper = await api.signup('user');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    const paid = await submitClip(clipper, campaign._id, 20000);
    await submitClip(clipper, campaign._id, 1000); // pending: gross floor(1000*3333/1000) = 3333
    await submitClip(clipper, campaign._id, 7); // pending: gross floor(7*3333/1000) = 23
    await api.ok('approveClip', { token: creator.token, params: { id: paid._id }, body: { viewCount: 12345 } });
    // approved: gross 41145, fee 4937, net 36208

    const creatorWallet = (await api.ok('creatorWallet', { token: creator.token })).data;
    expect(creatorWallet).toMatchObject({ availableBalance: 100000, totalSpent: 41145, pendingPayouts: 3333 + 23 });
    expect(creatorWallet.transactions.map((t) => [t.type, t.amount])).toEqual([
      ['campaign_funding', -100000],
      ['topup', 200000],
    ]);

    const clipperWallet = (await api.ok('clipperWallet', { token: clipper.token })).data;
    // pending net: 3333 - round(399.96)=400 -> 2933; 23 - round(2.76)=3 -> 20
    expect(clipperWallet).toMatchObject({
      totalEarnings: 36208,
      pendingEarnings: 2933 + 20,
      availableToWithdraw: 36208,
      withdrawals: [],
    });
    expect(clipperWallet.transactions).toEqual([
      expect.objectContaining({
        type: 'payout',
        amount: 36208,
        description: `Payout for clip on "${campaign.title}": ₹411.45 gross, ₹362.08 to the clipper, ₹49.37 platform fee`,
      }),
    ]);
  });

  it('caps each pending estimate at the remaining budget', async () => {
    const creator = await fundedCreator(api, 100);
    const campaign = await createCampaign(api, creator, { totalBudget: 100, payoutPer1000Views: 50 });
    const clipper = await api.signup('user');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    await submitClip(clipper, campaign._id, 5000); // ₹250 claimed, ₹100 left
    expect((await api.ok('creatorWallet', { token: creator.token })).data.pendingPayouts).toBe(10000);
    expect((await api.ok('clipperWallet', { token: clipper.token })).data.pendingEarnings).toBe(8800);
  });

  it('answer in rupees on the wire', async () => {
    const creator = await api.signup('creator');
    await api.topUp(creator.token, 12.34);
    const res = await api.call('creatorWallet', { token: creator.token });
    expect(res.json).toMatchObject({ data: { availableBalance: 12.34, totalSpent: 0, pendingPayouts: 0 } });
  });

  it('are each for their own role', async () => {
    const creator = await api.signup('creator');
    const clipper = await api.signup('user');
    const admin = await api.admin();
    expect((await api.call('creatorWallet')).status).toBe(401);
    expect((await api.call('clipperWallet')).status).toBe(401);
    expect((await api.call('creatorWallet', { token: clipper.token })).status).toBe(403);
    expect((await api.call('creatorWallet', { token: admin.token })).status).toBe(403);
    expect((await api.call('clipperWallet', { token: creator.token })).status).toBe(403);
    expect((await api.call('clipperWallet', { token: admin.token })).status).toBe(403);
  });
});

describe('POST /api/wallet/withdraw', () => {
  it('holds the amount, lists the request and answers with its message', async () => {
    const clipper = await clipperWith(100);
    const res = await api.call('withdraw', { token: clipper.token, body: { amount: 40.5, upiId: 'clara.c-1@okbank' } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      message: 'Withdrawal requested. It will be processed shortly.',
      withdrawal: { amount: 40.5, upiId: 'clara.c-1@okbank', status: 'requested', reference: null, processedAt: null },
    });
    expect(await walletOf(api, clipper.user._id)).toBe(5950);
    const wallet = (await api.ok('clipperWallet', { token: clipper.token })).data;
    expect(wallet.availableToWithdraw).toBe(5950);
    expect(wallet.withdrawals).toEqual([
      expect.objectContaining({ amount: 4050, status: 'requested', upiId: 'clara.c-1@okbank' }),
    ]);
    expect(wallet.transactions[0]).toMatchObject({
      type: 'withdrawal_request',
      amount: -4050,
      description: 'Withdrawal to UPI clara.c-1@okbank requested',
    });
  });

  it('refuses more than the balance with 422 and holds nothing', async () => {
    const clipper = await clipperWith(100);
    const res = await api.call('withdraw', { token: clipper.token, body: { amount: 100.01, upiId: 'a@b' } });
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ message: 'Amount exceeds available balance', code: 'amountExceedsBalance' });
    expect(await walletOf(api, clipper.user._id)).toBe(10000);
    expect((await api.ok('clipperWallet', { token: clipper.token })).data.withdrawals).toEqual([]);
    // The whole balance is fine.
    expect((await api.call('withdraw', { token: clipper.token, body: { amount: 100, upiId: 'a@b' } })).status).toBe(
      201,
    );
    expect(await walletOf(api, clipper.user._id)).toBe(0);
  });

  it('validates amount and UPI ID with the contract messages', async () => {
    const clipper = await clipperWith(100);
    const cases: [unknown, unknown, string][] = [
      [0, 'a@b', 'Enter a valid amount'],
      [-1, 'a@b', 'Enter a valid amount'],
      ['10', 'a@b', 'Enter a valid amount'],
      [10, 'no-at-sign', 'Enter a valid UPI ID'],
      [10, 'two@at@signs', 'Enter a valid UPI ID'],
      [10, 'space in@bank', 'Enter a valid UPI ID'],
      [10, '@bank', 'Enter a valid UPI ID'],
      [10, undefined, 'Enter a valid UPI ID'],
      [1.001, 'a@b', 'Use at most 2 decimal places'],
      [1.0000000001, 'a@b', 'Use at most 2 decimal places'],
    ];
    for (const [amount, upiId, message] of cases) {
      const res = await api.call('withdraw', { token: clipper.token, body: { amount, upiId } });
      expect(res.status, `${String(amount)} ${String(upiId)}`).toBe(400);
      expect(res.json).toMatchObject({ message });
    }
    expect(await walletOf(api, clipper.user._id)).toBe(10000);
  });

  it('20 concurrent withdrawals of 60 from a balance of 100: exactly one succeeds', async () => {
    const clipper = await clipperWith(100);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.call('withdraw', { token: clipper.token, body: { amount: 60, upiId: 'clara@upi' } }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(422)]);
    for (const r of results.filter((x) => x.status === 422))
      expect(r.json).toEqual({ message: 'Amount exceeds available balance', code: 'amountExceedsBalance' });
    expect(await walletOf(api, clipper.user._id)).toBe(4000);
    expect((await api.ok('clipperWallet', { token: clipper.token })).data.withdrawals).toHaveLength(1);
  });

  it('is for clippers only', async () => {
    const creator = await api.signup('creator');
    await api.topUp(creator.token, 100);
    const res = await api.call('withdraw', { token: creator.token, body: { amount: 10, upiId: 'a@b' } });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ message: 'Only clippers can withdraw earnings.', code: 'clippersWithdraw' });
    expect((await api.call('withdraw', { body: { amount: 10, upiId: 'a@b' } })).status).toBe(401);
    expect(await walletOf(api, creator.user._id)).toBe(10000);
  });
});
