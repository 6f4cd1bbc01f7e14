import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustHeldPayout } from '../../src/server/clips/adjust-held-payout';
import { queryRows } from '../../src/server/db/rows';
import { commitChange } from '../../src/server/feed/commit-change';
import { createCampaign, fundedCreator, newVideoId } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

/** The charts after a holdback adjustment (docs/trust.md#holdback): the money taken back counts on its own day. */

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi({ holdbackDays: 7 });
});
afterAll(async () => {
  await api.close();
});

const DAY_MS = 24 * 3600 * 1000;
const utcDay = (offset = 0) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const nonZero = <P extends { day: string }>(points: P[], keep: (p: P) => boolean) => points.filter(keep);

describe('a payout lowered during its holdback', () => {
  it("takes the net back from the clipper's day of the adjustment, and lowers the creator's spend and the admin's payouts and fees", async () => {
    const admin = await api.admin();
    const creator = await fundedCreator(api, 2000);
    const campaign = await createCampaign(api, creator, { totalBudget: 1000, payoutPer1000Views: 33.33 });
    const clipper = await api.signup('user');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    const body = { campaignId: campaign._id, clipLink: `https://youtu.be/${newVideoId()}`, viewCount: 20000 };
    const { clip } = await api.ok('submitClip', { token: clipper.token, body }, 201);
    // gross floor(12345 * 3333 / 1000) = 41145 paise, fee 4937, net 36208 (held for 7 days)
    await api.ok('approveClip', { token: creator.token, params: { id: clip._id }, body: { viewCount: 12345 } });
    const [payout] = await queryRows<{ id: string }>(
      api.db,
      sql`select id from ledger_transactions where clip_id = ${clip._id}`,
    );
    await api.backdateTransaction(payout?.id ?? '', `${utcDay(-2)}T12:00:00Z`);

    const earned = (p: { net: number }) => p.net !== 0;
    expect(nonZero((await api.ok('userSeries', { token: clipper.token })).data.earnings, earned)).toEqual([
      { day: utcDay(-2), net: 36208 },
    ]);

    // YouTube's count fell to 10,000: gross 33330 now, so 7815 back (net 6878, fee 937), as the measuring job does it.
    const adjusted = await commitChange(api.deps, (tx) => adjustHeldPayout(tx, clip._id, 10000, new Date()));
    expect(adjusted).toMatchObject({ gross: 7815, net: 6878, fee: 937 });

    expect(nonZero((await api.ok('userSeries', { token: clipper.token })).data.earnings, earned)).toEqual([
      { day: utcDay(-2), net: 36208 },
      { day: utcDay(0), net: -6878 },
    ]);
    const theirs = (await api.ok('creatorSeries', { token: creator.token })).data;
    expect(theirs.days.at(-1)).toEqual({ day: utcDay(0), spent: 33330, views: 10000 });
    expect(theirs.burn).toMatchObject({ totalBudget: 100000, spent: 33330, remaining: 66670 });

    const moved = (p: { moneyIn: number; payouts: number; fees: number }) =>
      p.moneyIn !== 0 || p.payouts !== 0 || p.fees !== 0;
    const platform = nonZero((await api.ok('adminSeries', { token: admin.token })).data.days, moved);
    expect(platform).toEqual([
      { day: utcDay(-2), moneyIn: 0, payouts: 36208, fees: 4937 },
      { day: utcDay(0), moneyIn: 200000, payouts: -6878, fees: -937 },
    ]);
    // Day by day, the same figures as the admin's running totals.
    const { data: stats } = await api.ok('adminStats', { token: admin.token });
    expect(platform.reduce((sum, p) => sum + p.payouts, 0)).toBe(stats.totalPayoutsOut);
    expect(platform.reduce((sum, p) => sum + p.fees, 0)).toBe(stats.totalFeesEarned);
    expect(platform.reduce((sum, p) => sum + p.moneyIn, 0)).toBe(stats.totalMoneyIn);
  });
});
