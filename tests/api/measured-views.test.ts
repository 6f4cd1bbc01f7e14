import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clips } from '../../src/server/db/schema';
import { clipMeasurements, schedulerRuns, youtubeQuota } from '../../src/server/db/trust-schema';
import { quotaDay } from '../../src/server/youtube/youtube-quota';
import { startFakeYouTube, type FakeYouTube } from '../support/fake-youtube';
import { createCampaign, escrowOf, fundedCreator, newVideoId, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';
import { linkVerifiedChannel } from './linked-channel';
import { said } from '../support/catalogue';

/**
 * Measured views (docs/trust.md#measured-views): measured at submission, re-measured by the scheduler every
 * 6 hours for 14 days in batches of 50 within the day's quota, the history kept, the risk flags recomputed and
 * on the wire, approvals paid at most the measured views, a held payout lowered when the count falls.
 */

const HOUR = 3600_000;
const DAY = 24 * HOUR;

let yt: FakeYouTube;
let api: TestApi;
auditLedgerAfterEach(() => api);

let creator: Person;
let clipper: Person;
let campaignId: string;
let channelId: string;

function setViews(id: string, views: number | null, publishedAt = new Date(Date.now() + 1000)) {
  if (views === null) return yt.removeVideo(id);
  yt.setVideo({
    id,
    channelId,
    title: `Clip ${id}`,
    publishedAt,
    views,
    likes: Math.round(views / 20),
    comments: Math.round(views / 200),
  });
}

async function submit(video: string, claimed: number, views: number) {
  setViews(video, views);
  const body = { campaignId, clipLink: `https://youtube.com/shorts/${video}`, viewCount: claimed };
  return (await api.ok('submitClip', { token: clipper.token, body }, 201)).clip;
}

async function row(clipId: string) {
  const [found] = await api.db.select().from(clips).where(eq(clips.id, clipId));
  if (!found) throw new Error(`no clip ${clipId}`);
  return found;
}

const history = (clipId: string) =>
  api.db
    .select({ views: clipMeasurements.views, at: clipMeasurements.measuredAt })
    .from(clipMeasurements)
    .where(eq(clipMeasurements.clipId, clipId))
    .orderBy(asc(clipMeasurements.measuredAt), asc(clipMeasurements.id));

async function myClip(clipId: string) {
  const { clips: mine } = await api.ok('myClips', { token: clipper.token });
  const found = mine.find((clip) => clip._id === clipId);
  if (!found) throw new Error(`clip ${clipId} not in My Clips`);
  return found;
}

async function pendingClip(clipId: string) {
  const { clips: pending } = await api.ok('creatorPendingClips', { token: creator.token });
  return pending.find((clip) => clip._id === clipId);
}

/** The refresh job's last error (the scheduler records one instead of throwing). */
async function refreshError(target = api) {
  const [run] = await target.db.select().from(schedulerRuns).where(eq(schedulerRuns.job, 'refresh-measurements'));
  return run?.lastError ?? null;
}

const requestsWith = (id: string) => yt.requestsFor('videos').filter((request) => request.ids.includes(id)).length;

beforeAll(async () => {
  yt = await startFakeYouTube();
  api = await startTestApi({ youtube: yt.settings, holdbackDays: 7 });
  creator = await fundedCreator(api, 10_000);
  clipper = await api.signup('user');
  // ₹50 per 1,000 views, ₹5,000 budget, reviewed within 72 hours.
  campaignId = (await createCampaign(api, creator, { payoutPer1000Views: 50, totalBudget: 5000 }))._id;
  channelId = `UC${'m'.repeat(22)}`;
  await linkVerifiedChannel(api, yt, clipper.token, campaignId, {
    id: channelId,
    title: 'Measured Clips',
    before: 'Shorts daily. ClipMandi: ',
    publishedAt: '2020-06-01T00:00:00Z',
    subscribers: 90_000,
    videoCount: 420,
  });
});

afterAll(async () => {
  await api?.close();
  await yt?.close();
});

describe('a measurement at submission', () => {
  it('stores the measured views, their time and the first history row, and schedules the next in 6 hours', async () => {
    const video = newVideoId();
    const clip = await submit(video, 8_000, 7_500);
    expect(clip).toMatchObject({ measuredViews: 7_500, videoAvailable: true, riskScore: 0, flags: [] });
    const stored = await row(clip._id);
    expect(stored.measuredAt?.toISOString()).toBe(clip.measuredAt);
    expect(stored).toMatchObject({ measuredLikes: 375, measuredComments: 38 });
    expect(stored.nextMeasureAt?.getTime()).toBe((stored.measuredAt?.getTime() ?? 0) + 6 * HOUR);
    expect(stored.measureUntil?.getTime()).toBe(stored.createdAt.getTime() + 14 * DAY);
    expect((await history(clip._id)).map((m) => m.views)).toEqual([7_500]);
    expect(await pendingClip(clip._id)).toMatchObject({ measuredViews: 7_500, claimedViews: 8_000 });
  });
});

describe('a refresh', () => {
  it('flags views falling between refreshes with its reason, on the clipper’s and the creator’s lists, and keeps the history', async () => {
    const video = newVideoId();
    const clip = await submit(video, 5_000, 5_000);
    setViews(video, 3_000);
    await api.runScheduler(new Date(Date.now() + 6 * HOUR + 60_000));
    expect(await refreshError()).toBeNull();

    const reason = 'Views fell from 5,000 to 3,000 between two refreshes (YouTube removes views it finds fake)';
    const mine = await myClip(clip._id);
    expect(mine.measuredViews).toBe(3_000);
    expect(mine.flags).toEqual([
      {
        code: 'claimed_above_measured',
        reason: 'Claimed 5,000 views but YouTube counts 3,000',
        said: [{ code: 'clips.riskClaimedAbove', values: { claimed: '5,000', measured: '3,000' } }],
      },
      { code: 'views_fell', reason, said: [{ code: 'clips.riskViewsFell', values: { from: '5,000', to: '3,000' } }] },
    ]);
    expect(mine.riskScore).toBe(80);
    expect(new Date(mine.measuredAt ?? 0).getTime()).toBeGreaterThan(new Date(clip.measuredAt ?? 0).getTime());
    expect(await pendingClip(clip._id)).toMatchObject({ measuredViews: 3_000, riskScore: 80, flags: mine.flags });
    expect((await history(clip._id)).map((m) => m.views)).toEqual([5_000, 3_000]);
  });

  it('of a video gone private keeps the last counts, marks it unavailable, keeps measuring, and approval is refused', async () => {
    const video = newVideoId();
    const clip = await submit(video, 4_000, 4_000);
    setViews(video, null);
    const refreshedAt = new Date(Date.now() + 6 * HOUR + 120_000);
    await api.runScheduler(refreshedAt);

    const mine = await myClip(clip._id);
    expect(mine).toMatchObject({ measuredViews: 4_000, measuredAt: clip.measuredAt, videoAvailable: false });
    expect(mine.flags).toMatchObject([
      { code: 'claimed_above_measured', reason: 'Claimed 4,000 views but the video is private or deleted on YouTube' },
    ]);
    expect((await history(clip._id)).map((m) => m.views)).toEqual([4_000, null]);
    expect((await row(clip._id)).nextMeasureAt?.getTime()).toBe(refreshedAt.getTime() + 6 * HOUR);

    const refused = await api.call('approveClip', {
      token: creator.token,
      params: { id: clip._id },
      body: { viewCount: 4_000 },
    });
    expect(refused).toMatchObject({ status: 422, json: { message: said('videoUnavailable') } });

    // Public again at the next refresh: available, counted again.
    setViews(video, 4_100);
    await api.runScheduler(new Date(refreshedAt.getTime() + 6 * HOUR));
    expect(await myClip(clip._id)).toMatchObject({ measuredViews: 4_100, videoAvailable: true, flags: [] });
  });

  it('stops for a rejected clip', async () => {
    const video = newVideoId();
    const clip = await submit(video, 2_000, 2_000);
    await api.ok('rejectClip', { token: creator.token, params: { id: clip._id } });
    const asked = requestsWith(video);
    await api.runScheduler(new Date(Date.now() + 6 * HOUR + 180_000));
    expect(requestsWith(video)).toBe(asked);
    expect((await row(clip._id)).nextMeasureAt).toBeNull();
    expect(await history(clip._id)).toHaveLength(1);
  });

  it('leaves the clips due when YouTube is unavailable, quietly, and measures them at the next run', async () => {
    const video = newVideoId();
    const clip = await submit(video, 6_000, 6_000);
    const due = (await row(clip._id)).nextMeasureAt;
    setViews(video, 6_600);
    // Three 503s: the first try and both retries of the run's first call.
    yt.failNext(503, undefined, 3);
    const first = new Date(Date.now() + 6 * HOUR + 240_000);
    await api.runScheduler(first);
    expect(await refreshError()).toBeNull();
    expect((await row(clip._id)).nextMeasureAt).toEqual(due);
    expect(await history(clip._id)).toHaveLength(1);

    await api.runScheduler(new Date(first.getTime() + 60_000));
    expect((await row(clip._id)).measuredViews).toBe(6_600);
    expect(await history(clip._id)).toHaveLength(2);
  });
});

describe('an approval', () => {
  it('pays at most the measured views (confirm 10,000 with 4,210 measured: paid for 4,210), and a fall during the holdback lowers it', async () => {
    const video = newVideoId();
    const clip = await submit(video, 10_000, 4_210);
    expect(clip.flags).toMatchObject([
      { code: 'claimed_above_measured', reason: 'Claimed 10,000 views but YouTube counts 4,210' },
    ]);
    expect(clip.riskScore).toBe(40);
    const escrowBefore = await escrowOf(api, campaignId);

    const { clip: approved } = await api.ok('approveClip', {
      token: creator.token,
      params: { id: clip._id },
      body: { viewCount: 10_000 },
    });
    // 4,210 views at ₹50 per 1,000: ₹210.50 gross, ₹25.26 fee, ₹185.24 net (held).
    expect(approved).toMatchObject({ status: 'approved', views: 4_210, earnings: 18_524 });
    expect(await escrowOf(api, campaignId)).toBe(escrowBefore - 21_050);

    // YouTube's count falls to 3,000 at the next refresh, inside the 7-day holdback.
    setViews(video, 3_000);
    await api.runScheduler(new Date(Date.now() + 6 * HOUR + 300_000));
    expect(await refreshError()).toBeNull();
    const lowered = await myClip(clip._id);
    // 3,000 views: ₹150.00 gross, ₹18.00 fee, ₹132.00 net; ₹60.50 back to the escrow.
    expect(lowered).toMatchObject({ views: 3_000, earnings: 13_200, measuredViews: 3_000 });
    expect(lowered.decisionReason).toBe("Lowered from 4,210 to 3,000 views: YouTube's count fell during the holdback.");
    expect(lowered.flags.map((flag) => flag.code)).toEqual(['claimed_above_measured', 'views_fell']);
    expect(await escrowOf(api, campaignId)).toBe(escrowBefore - 15_000);
  });
});

describe('the refresh schedule', () => {
  it('re-measures every 6 hours for 14 days after submission, and then no more', async () => {
    const video = newVideoId();
    const clip = await submit(video, 1_000, 1_000);
    const submittedAt = (await row(clip._id)).createdAt.getTime();
    for (let k = 1; k <= 58; k++) {
      setViews(video, 1_000 + k * 100);
      await api.runScheduler(new Date(submittedAt + k * 6 * HOUR + 60_000));
    }
    expect(await refreshError()).toBeNull();
    const measured = await history(clip._id);
    // At submission, then at 6 h, 12 h, ... 13 days 18 h (55 refreshes): the next, at 14 days, is past the period.
    expect(measured).toHaveLength(56);
    expect(measured.at(-1)?.views).toBe(1_000 + 55 * 100);
    expect(requestsWith(video)).toBe(56);
    const stored = await row(clip._id);
    expect(stored.nextMeasureAt).toBeNull();
    expect(stored.measuredViews).toBe(6_500);
    // The review deadline approved it at its measured views meanwhile (measured, unflagged): still measured after.
    expect(stored.status).toBe('approved');
  });
});

describe('batches and quota', () => {
  let fake: FakeYouTube;
  let quotaApi: TestApi;
  const base = new Date('2030-01-15T12:00:00Z');

  beforeAll(async () => {
    fake = await startFakeYouTube();
    // 4 units a day: the refresh leaves 1 (10%, rounded up) for submissions, so it makes 3 calls a day.
    quotaApi = await startTestApi({ youtube: { ...fake.settings, dailyQuota: 4 } });
  });
  afterAll(async () => {
    await quotaApi?.close();
    await fake?.close();
  });

  it('takes the oldest due first, 50 to a call, and leaves the submissions’ reserve unspent', async () => {
    const owner = await fundedCreator(quotaApi, 1000);
    const campaign = await createCampaign(quotaApi, owner);
    const member = await quotaApi.signup('user');
    await quotaApi.ok('joinCampaign', { token: member.token, params: { id: campaign._id } });
    // 130 clips due (set up directly: submitting them would spend the quota under test), oldest due first by index.
    const ids: string[] = [];
    const rows = Array.from({ length: 130 }, (_, i) => {
      const videoId = newVideoId();
      ids.push(videoId);
      fake.setVideo({ id: videoId, channelId: 'UCquota', title: videoId, publishedAt: base, views: 100 + i });
      return {
        campaignId: campaign._id,
        userId: member.user._id,
        creatorId: owner.user._id,
        youtubeLink: `https://youtu.be/${videoId}`,
        videoId,
        payoutRate: 5000,
        // Submitted 14 days before: this is their last measurement, so they are not due again in the next test.
        createdAt: new Date(base.getTime() - 14 * DAY),
        nextMeasureAt: new Date(base.getTime() - (130 - i) * 60_000),
      };
    });
    await quotaApi.db.insert(clips).values(rows);

    await quotaApi.runScheduler(base);
    expect(await refreshError(quotaApi)).toBeNull();
    const calls = fake.requestsFor('videos');
    expect(calls.map((call) => call.ids.length)).toEqual([50, 50, 30]);
    expect(calls[0]?.ids).toEqual(ids.slice(0, 50));
    const [spent] = await quotaApi.db
      .select()
      .from(youtubeQuota)
      .where(eq(youtubeQuota.day, quotaDay(base)));
    expect(spent?.unitsUsed).toBe(3);
    const measured = await quotaApi.db
      .select({ views: clips.measuredViews })
      .from(clips)
      .where(eq(clips.campaignId, campaign._id));
    expect(measured.filter((clip) => clip.views !== null)).toHaveLength(130);
    await quotaApi.expectLedgerSound();
  });

  it('stops at the reserve when more is due than the day allows', async () => {
    const owner = await fundedCreator(quotaApi, 1000);
    const campaign = await createCampaign(quotaApi, owner);
    const member = await quotaApi.signup('user');
    await quotaApi.ok('joinCampaign', { token: member.token, params: { id: campaign._id } });
    const day = new Date(base.getTime() + 2 * DAY);
    const ids: string[] = [];
    const rows = Array.from({ length: 200 }, (_, i) => {
      const videoId = newVideoId();
      ids.push(videoId);
      fake.setVideo({ id: videoId, channelId: 'UCquota', title: videoId, publishedAt: base, views: 10 + i });
      return {
        campaignId: campaign._id,
        userId: member.user._id,
        creatorId: owner.user._id,
        youtubeLink: `https://youtu.be/${videoId}`,
        videoId,
        payoutRate: 5000,
        createdAt: day,
        nextMeasureAt: new Date(day.getTime() - (200 - i) * 60_000),
      };
    });
    await quotaApi.db.insert(clips).values(rows);
    const before = fake.requestsFor('videos').length;
    const stillDue = async () =>
      (
        await quotaApi.db.select({ next: clips.nextMeasureAt }).from(clips).where(eq(clips.campaignId, campaign._id))
      ).filter((clip) => clip.next !== null && clip.next <= day).length;

    await quotaApi.runScheduler(day);
    expect(fake.requestsFor('videos').length - before).toBe(3);
    expect(await stillDue()).toBe(50);
    // The same day again: only the reserve is left, and the refresh does not take it.
    await quotaApi.runScheduler(new Date(day.getTime() + 60_000));
    expect(fake.requestsFor('videos').length - before).toBe(3);
    const [spent] = await quotaApi.db
      .select()
      .from(youtubeQuota)
      .where(eq(youtubeQuota.day, quotaDay(day)));
    expect(spent?.unitsUsed).toBe(3);
    // The next day the 50 left first (due longest), then the 150 measured yesterday and due again 6 hours later.
    await quotaApi.runScheduler(new Date(day.getTime() + DAY));
    const nextDay = fake.requestsFor('videos').slice(before + 3);
    expect(nextDay.map((call) => call.ids.length)).toEqual([50, 50, 50]);
    expect(nextDay[0]?.ids).toEqual(ids.slice(150));
    expect(await stillDue()).toBe(0);
    await quotaApi.expectLedgerSound();
  });
});
