import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/rows';
import { createCampaign, fundedCreator, newVideoId, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

/** The dashboards' charts (docs/reads.md "Charts"): figures to the paisa after real money moves, windows, access. */

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const DAY_MS = 24 * 3600 * 1000;
const utcDay = (offset = 0) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const DAYS_MESSAGE = 'days must be a whole number from 7 to 90';

async function submitClip(clipper: Person, campaignId: string, viewCount: number) {
  const body = { campaignId, clipLink: `https://youtu.be/${newVideoId()}`, viewCount };
  return (await api.ok('submitClip', { token: clipper.token, body }, 201)).clip;
}

async function approve(creator: Person, clipId: string, viewCount: number) {
  await api.ok('approveClip', { token: creator.token, params: { id: clipId }, body: { viewCount } });
}

describe('an account with nothing yet', () => {
  it('answers every day of the last 30 at zero, and no clips or campaigns', async () => {
    const clipper = await api.signup('user');
    const creator = await api.signup('creator');
    const mine = await api.ok('userSeries', { token: clipper.token });
    expect(mine.data).toMatchObject({ from: utcDay(-29), to: utcDay(0), clipViews: [], clipsInWindow: 0 });
    expect(mine.data.earnings).toHaveLength(30);
    expect(mine.data.earnings.every((p) => p.net === 0)).toBe(true);
    expect(mine.data.earnings.map((p) => p.day)).toEqual(Array.from({ length: 30 }, (_, i) => utcDay(i - 29)));

    const theirs = await api.ok('creatorSeries', { token: creator.token, query: { days: '7' } });
    expect(theirs.data).toMatchObject({
      from: utcDay(-6),
      to: utcDay(0),
      campaigns: [],
      burn: { totalBudget: 0, spent: 0, remaining: 0, dailyRate: 0, daysLeft: null },
    });
    expect(theirs.data.days).toEqual(Array.from({ length: 7 }, (_, i) => ({ day: utcDay(i - 6), spent: 0, views: 0 })));
  });
});

describe('the window', () => {
  it.each(['6', '91', '0', '7.5', 'abc', '', '-30'])('refuses days=%j with a 400 naming the rule', async (days) => {
    const clipper = await api.signup('user');
    expect(await api.call('userSeries', { token: clipper.token, query: { days } })).toMatchObject({
      status: 400,
      json: { message: DAYS_MESSAGE },
    });
  });

  it('answers 7 and 90 days', async () => {
    const admin = await api.admin();
    expect((await api.ok('adminSeries', { token: admin.token, query: { days: '7' } })).data.days).toHaveLength(7);
    const wide = await api.ok('adminSeries', { token: admin.token, query: { days: '90' } });
    expect(wide.data).toMatchObject({ from: utcDay(-89), to: utcDay(0) });
    expect(wide.data.days).toHaveLength(90);
  });
});

describe('who may read which series', () => {
  it('serves each dashboard to its own role only', async () => {
    const clipper = await api.signup('user');
    const creator = await api.signup('creator');
    const admin = await api.admin();
    expect(await api.call('adminSeries', { token: clipper.token })).toMatchObject({ status: 403 });
    expect(await api.call('adminSeries', { token: creator.token })).toMatchObject({ status: 403 });
    expect(await api.call('adminSeries')).toMatchObject({ status: 401 });
    expect(await api.call('userSeries', { token: creator.token })).toMatchObject({
      status: 403,
      json: { message: 'The clipper dashboard is for clippers.' },
    });
    expect(await api.call('creatorSeries', { token: clipper.token })).toMatchObject({
      status: 403,
      json: { message: 'The creator dashboard is for campaign creators.' },
    });
    expect(await api.call('userSeries', { token: admin.token })).toMatchObject({ status: 403 });
  });
});

describe('after money moves', () => {
  it("shows the clipper's net, the creator's spend and burn, and the admin's money in, payouts and fees, to the paisa", async () => {
    const admin = await api.admin();
    const today = async () => (await api.ok('adminSeries', { token: admin.token })).data.days.at(-1);
    const before = await today();

    const creator = await api.signup('creator');
    await api.topUp(creator.token, 1000);
    const campaign = await createCampaign(api, creator, { totalBudget: 500, payoutPer1000Views: 33.33 });
    const clipper = await api.signup('user');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    const first = await submitClip(clipper, campaign._id, 20000);
    const pending = await submitClip(clipper, campaign._id, 700);
    const refused = await submitClip(clipper, campaign._id, 90000);
    await api.ok('rejectClip', { token: creator.token, params: { id: refused._id } });
    // Read before the approval, so the next reads must come from a refreshed cache entry, not the stored one.
    expect((await api.ok('userSeries', { token: clipper.token })).data.earnings.at(-1)).toEqual({
      day: utcDay(0),
      net: 0,
    });
    expect((await api.ok('creatorSeries', { token: creator.token })).data.campaigns).toEqual([]);

    // gross = floor(12345 * 3333 / 1000) = 41145 paise; fee = round(4937.4) = 4937; net = 36208
    await approve(creator, first._id, 12345);

    const mine = (await api.ok('userSeries', { token: clipper.token })).data;
    expect(mine.earnings.at(-1)).toEqual({ day: utcDay(0), net: 36208 });
    expect(mine.earnings.slice(0, -1).every((p) => p.net === 0)).toBe(true);
    expect(mine.clipsInWindow).toBe(2); // the rejected clip is not charted
    expect(
      mine.clipViews.map(({ clipId, views, source, campaignTitle }) => ({ clipId, views, source, campaignTitle })),
    ).toEqual([
      { clipId: first._id, views: 12345, source: 'confirmed', campaignTitle: campaign.title },
      { clipId: pending._id, views: 700, source: 'claimed', campaignTitle: campaign.title },
    ]);

    const theirs = (await api.ok('creatorSeries', { token: creator.token })).data;
    expect(theirs.days.at(-1)).toEqual({ day: utcDay(0), spent: 41145, views: 12345 });
    expect(theirs.campaigns).toEqual([
      {
        campaignId: campaign._id,
        title: campaign.title,
        spent: 41145,
        views: 12345,
        days: [{ day: utcDay(0), spent: 41145, views: 12345 }],
      },
    ]);
    // ₹411.45 in the last 7 days: ₹58.78 a day (41145 / 7 = 5877.86); ₹88.55 left lasts floor(8855 * 7 / 41145) = 1 day.
    expect(theirs.burn).toEqual({ totalBudget: 50000, spent: 41145, remaining: 8855, dailyRate: 5878, daysLeft: 1 });

    const after = await today();
    expect(after).toEqual({
      day: utcDay(0),
      moneyIn: (before?.moneyIn ?? 0) + 100000,
      payouts: (before?.payouts ?? 0) + 36208,
      fees: (before?.fees ?? 0) + 4937,
    });
  });

  it('puts each payout on its own UTC day and prefers measured views', async () => {
    const creator = await fundedCreator(api, 10_000);
    const campaign = await createCampaign(api, creator, { totalBudget: 1000, payoutPer1000Views: 50 });
    const clipper = await api.signup('user');
    await api.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
    const old = await submitClip(clipper, campaign._id, 4000);
    const recent = await submitClip(clipper, campaign._id, 2000);
    await approve(creator, old._id, 4000); // gross 20000, fee 2400, net 17600
    await approve(creator, recent._id, 2000); // gross 10000, fee 1200, net 8800
    const [payout] = await queryRows<{ id: string }>(
      api.db,
      sql`select id from ledger_transactions where clip_id = ${old._id}`,
    );
    await api.backdateTransaction(payout?.id ?? '', `${utcDay(-3)}T23:59:59Z`);
    // Test-only: YouTube's latest count, as the measuring job writes it (docs/trust.md#measured-views).
    await api.db.execute(sql`update clips set measured_views = 2500 where id = ${recent._id}`);

    const mine = (await api.ok('userSeries', { token: clipper.token, query: { days: '7' } })).data;
    expect(mine.earnings.filter((p) => p.net !== 0)).toEqual([
      { day: utcDay(-3), net: 17600 },
      { day: utcDay(0), net: 8800 },
    ]);
    expect(mine.clipViews.map(({ clipId, views, source }) => ({ clipId, views, source }))).toEqual([
      { clipId: old._id, views: 4000, source: 'confirmed' },
      { clipId: recent._id, views: 2500, source: 'measured' },
    ]);
    expect(mine.earnings).toHaveLength(7);
  });

  it('refreshes the admin series on the next top-up (the read cache drops it)', async () => {
    const admin = await api.admin();
    const first = (await api.ok('adminSeries', { token: admin.token, query: { days: '14' } })).data.days.at(-1);
    const creator = await api.signup('creator');
    await api.topUp(creator.token, 250.5);
    const second = (await api.ok('adminSeries', { token: admin.token, query: { days: '14' } })).data.days.at(-1);
    expect((second?.moneyIn ?? 0) - (first?.moneyIn ?? 0)).toBe(25050);
  });
});
