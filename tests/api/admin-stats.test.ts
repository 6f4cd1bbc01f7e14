import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/rows';
import { accountKeys, balanceOf } from '../../src/server/ledger/accounts';
import { campaignBody, newVideoId, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

let api: TestApi;
auditLedgerAfterEach(() => api);
let adminToken: string;

beforeAll(async () => {
  api = await startTestApi();
  adminToken = (await api.admin()).token;
});
afterAll(async () => {
  await api.close();
});

const stats = async () => (await api.ok('adminStats', { token: adminToken })).data;

async function approvedClip(creator: Person, clipper: Person, campaignId: string, views: number) {
  const { clip } = await api.ok(
    'submitClip',
    { token: clipper.token, body: { campaignId, clipLink: `https://youtu.be/${newVideoId()}` } },
    201,
  );
  return (await api.ok('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: views } }))
    .clip;
}

describe('GET /api/admin/stats after a scripted run through the real calls', () => {
  it('starts at zero', async () => {
    expect(await api.call('adminStats', { token: adminToken })).toMatchObject({
      status: 200,
      json: {
        data: {
          creatorsCount: 0,
          clippersCount: 0,
          campaignsCount: 0,
          totalMoneyIn: 0,
          totalPayoutsOut: 0,
          adminWalletBalance: 0,
          totalFeesEarned: 0,
          totalFeesWithdrawn: 0,
          pendingWithdrawalsCount: 0,
          sendingWithdrawalsCount: 0,
          returnedWithdrawalsCount: 0,
        },
      },
    });
  });

  it('agrees with the ledger after top-ups, payouts, withdrawals and a fee withdrawal', async () => {
    const asha = await api.signup('creator', 'Asha');
    const bala = await api.signup('creator', 'Bala');
    const clippers = [
      await api.signup('user', 'Chitra'),
      await api.signup('user', 'Dev'),
      await api.signup('user', 'Esha'),
    ];
    const [chitra, dev] = clippers as [Person, Person, Person];

    // Money in: ₹1,000.50 + ₹250 from Asha, ₹600 from Bala.
    await api.topUp(asha.token, 1000.5);
    await api.topUp(asha.token, 250);
    await api.topUp(bala.token, 600);

    const podcast = (
      await api.ok(
        'createCampaign',
        { token: asha.token, body: campaignBody({ totalBudget: 800, payoutPer1000Views: 33.33 }) },
        201,
      )
    ).campaign;
    const recipes = (
      await api.ok(
        'createCampaign',
        { token: bala.token, body: campaignBody({ totalBudget: 500, payoutPer1000Views: 20 }) },
        201,
      )
    ).campaign;
    const dropped = (
      await api.ok(
        'createCampaign',
        { token: bala.token, body: campaignBody({ totalBudget: 50, payoutPer1000Views: 10 }) },
        201,
      )
    ).campaign;
    await api.ok('deleteCampaign', { token: bala.token, params: { id: dropped._id } });
    for (const c of [chitra, dev]) {
      await api.ok('joinCampaign', { token: c.token, params: { id: podcast._id } });
      await api.ok('joinCampaign', { token: c.token, params: { id: recipes._id } });
    }

    // Payouts (gross -> 12% fee, 88% net to the clipper), in integer paise:
    // 12345 views at ₹33.33: gross 41145, fee 4937, net 36208
    // 7000 views at ₹33.33: gross 23331, fee 2800, net 20531
    // 9999 views at ₹20: gross 19998, fee 2400, net 17598
    const payouts = [
      await approvedClip(asha, chitra, podcast._id, 12345),
      await approvedClip(asha, dev, podcast._id, 7000),
      await approvedClip(bala, dev, recipes._id, 9999),
    ];
    expect(payouts.map((p) => p.earnings)).toEqual([36208, 20531, 17598]);

    // Withdrawals: Chitra's is paid, Dev's first is rejected (back to the wallet), his second stays requested.
    const paid = await api.ok('withdraw', { token: chitra.token, body: { amount: 300, upiId: 'chitra@upi' } }, 201);
    const rejected = await api.ok('withdraw', { token: dev.token, body: { amount: 100, upiId: 'dev@upi' } }, 201);
    await api.ok('withdraw', { token: dev.token, body: { amount: 50.25, upiId: 'dev@upi' } }, 201);
    await api.ok('payWithdrawal', {
      token: adminToken,
      params: { id: paid.withdrawal._id },
      body: { reference: 'UTR123' },
    });
    await api.ok('rejectWithdrawal', { token: adminToken, params: { id: rejected.withdrawal._id }, body: {} });

    // The admin takes ₹50 of the ₹101.37 in fees.
    await api.ok('adminWithdraw', { token: adminToken, body: { amount: 50 } });

    await api.expectLedgerSound();
    expect(await api.call('adminStats', { token: adminToken })).toMatchObject({
      status: 200,
      json: {
        data: {
          creatorsCount: 2,
          clippersCount: 3,
          campaignsCount: 2,
          totalMoneyIn: 1850.5,
          totalPayoutsOut: 743.37,
          adminWalletBalance: 51.37,
          // 4937 + 2800 + 2400 paise of fees, ₹50 of them withdrawn.
          totalFeesEarned: 101.37,
          totalFeesWithdrawn: 50,
          // Dev's second withdrawal waits.
          pendingWithdrawalsCount: 1,
          sendingWithdrawalsCount: 0,
          returnedWithdrawalsCount: 0,
        },
      },
    });

    // The same figures, straight from the ledger's own tables.
    const [fromLedger] = await queryRows<{
      money_in: string;
      payouts_out: string;
      fees_earned: string;
      fees_withdrawn: string;
    }>(
      api.db,
      sql`select
        (select sum(amount)::text from ledger_transactions where type = 'topup') as money_in,
        (select sum(net_paid)::text from clips where status = 'approved') as payouts_out,
        (select sum(fee_paid)::text from clips where status = 'approved') as fees_earned,
        (select sum(amount)::text from ledger_transactions where type = 'fee_withdrawal') as fees_withdrawn`,
    );
    const data = await stats();
    expect(data.totalMoneyIn).toBe(Number(fromLedger?.money_in));
    expect(data.totalPayoutsOut).toBe(Number(fromLedger?.payouts_out));
    expect(data.totalFeesEarned).toBe(Number(fromLedger?.fees_earned));
    expect(data.totalFeesWithdrawn).toBe(Number(fromLedger?.fees_withdrawn));
    expect(data.totalFeesEarned - data.totalFeesWithdrawn).toBe(data.adminWalletBalance);
    expect(data.adminWalletBalance).toBe(await balanceOf(api.db, accountKeys.platformFees));
    const adminWallet = await api.ok('adminWallet', { token: adminToken });
    expect(adminWallet.data.currentBalance).toBe(data.adminWalletBalance);
  });
});
