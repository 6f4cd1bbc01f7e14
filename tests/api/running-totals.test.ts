import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../src/server/auth/admin-account';
import { auditLedger } from '../../src/server/ledger/audit';
import { readPlatformTotals, rebuildRunningTotals } from '../../src/server/ledger/platform-totals';
import { createCampaign, fundedCreator, newVideoId } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, uniqueEmail, type TestApi } from './harness';

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

/** Runs `tamper`, expects the audit to report exactly `problem`, then puts the figure back with `restore`. */
async function expectAuditCatches(tamper: string, problem: RegExp, restore: string) {
  await api.db.execute(sql.raw(tamper));
  const problems = await auditLedger(api.db);
  await api.db.execute(sql.raw(restore));
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(problem);
}

describe('running totals', () => {
  it('follow signup, campaign create and delete, top-ups, payouts, fee withdrawals and a second admin', async () => {
    const admin = await api.admin();
    const creator = await fundedCreator(api, 500);
    await api.topUp(creator.token, 250.5);
    const kept = await createCampaign(api, creator, { totalBudget: 300, payoutPer1000Views: 20 });
    const dropped = await createCampaign(api, creator, { totalBudget: 50 });
    await api.ok('deleteCampaign', { token: creator.token, params: { id: dropped._id } });
    const clipper = await api.signup('user', 'Tara');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: kept._id } });
    const { clip } = await api.ok(
      'submitClip',
      { token: clipper.token, body: { campaignId: kept._id, clipLink: `https://youtu.be/${newVideoId()}` } },
      201,
    );
    // 5000 views at ₹20 per 1K: ₹100 gross, ₹12 fee, ₹88 net.
    await api.ok('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 5000 } });
    await api.ok('adminWithdraw', { token: admin.token, body: { amount: 5 } });
    // An admin is neither a creator nor a clipper (ADMIN_EMAIL may not name an existing account of theirs).
    await ensureAdmin(api.deps, { email: uniqueEmail('second-admin'), password: 'another-admin-1' });

    expect(await readPlatformTotals(api.db)).toEqual({
      moneyIn: 50000 + 25050,
      payoutsOut: 8800,
      feesEarned: 1200,
      feesWithdrawn: 500,
      creatorsCount: 1,
      clippersCount: 1,
      campaignsCount: 1,
    });
    expect((await api.ok('adminStats', { token: admin.token })).data).toEqual({
      creatorsCount: 1,
      clippersCount: 1,
      campaignsCount: 1,
      totalMoneyIn: 75050,
      totalPayoutsOut: 8800,
      adminWalletBalance: 700,
      totalFeesEarned: 1200,
      totalFeesWithdrawn: 500,
      pendingWithdrawalsCount: 0,
      sendingWithdrawalsCount: 0,
      returnedWithdrawalsCount: 0,
    });
    const { campaign } = await api.ok('getCampaign', { params: { id: kept._id } });
    expect(campaign.participantsCount).toBe(1);
    const { data } = await api.ok('creatorDashboard', { token: creator.token });
    expect(data.stats).toMatchObject({ totalViews: 5000, totalSpent: 10000, pendingClipsCount: 0 });
    expect(await auditLedger(api.db)).toEqual([]);
  });

  it('are checked by the ledger audit: any drift is reported', async () => {
    const creator = await fundedCreator(api, 100);
    const campaign = await createCampaign(api, creator, { totalBudget: 100 });
    const clipper = await api.signup('user');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    const id = campaign._id;
    await expectAuditCatches(
      `update campaigns set participants_count = participants_count + 1 where id = '${id}'`,
      new RegExp(`^campaign ${id} participants_count 2 != 1 participants$`),
      `update campaigns set participants_count = participants_count - 1 where id = '${id}'`,
    );
    await expectAuditCatches(
      `update campaigns set approved_views = approved_views + 7 where id = '${id}'`,
      new RegExp(`^campaign ${id} approved_views 7 != 0 confirmed views$`),
      `update campaigns set approved_views = approved_views - 7 where id = '${id}'`,
    );
    for (const column of [
      'money_in',
      'payouts_out',
      'fees_earned',
      'fees_withdrawn',
      'creators_count',
      'clippers_count',
      'campaigns_count',
    ]) {
      await expectAuditCatches(
        `update platform_totals set ${column} = ${column} + 1`,
        /^platform total \w+ is \d+ but recounts to \d+$/,
        `update platform_totals set ${column} = ${column} - 1`,
      );
    }
  });

  it('are rebuilt from the tables for bulk loaders', async () => {
    await api.db.execute(sql`update platform_totals set money_in = money_in + 99, clippers_count = clippers_count + 3`);
    await api.db.execute(
      sql`update campaigns set participants_count = participants_count + 5, approved_views = approved_views + 5`,
    );
    expect((await auditLedger(api.db)).length).toBeGreaterThan(2);
    await rebuildRunningTotals(api.db);
    expect(await auditLedger(api.db)).toEqual([]);
  });
});
