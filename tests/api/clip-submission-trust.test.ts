import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clips } from '../../src/server/db/schema';
import { campaignParticipants } from '../../src/server/db/participants-schema';
import { clipMeasurements } from '../../src/server/db/trust-schema';
import { sandboxChannelIdFor, sandboxVideoIdFor } from '../../schemas/youtube-sandbox-ids';
import { startFakeYouTube, type FakeYouTube } from '../support/fake-youtube';
import { createCampaign, fundedCreator, newVideoId, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';
import { linkVerifiedChannel } from './linked-channel';
import { said } from '../support/catalogue';

const HOUR_MS = 3_600_000;
const shorts = (id: string) => `https://www.youtube.com/shorts/${id}`;

let api: TestApi;
let yt: FakeYouTube;
let creator: Person;
let campaignId: string;
let clara: Person;
let claraChannel: string;
let joinedAt: Date;
auditLedgerAfterEach(() => api);

let channelCounter = 0;
function newChannelId(): string {
  channelCounter += 1;
  return `UCsub${String(channelCounter).padStart(4, '0')}${Math.random().toString(36).slice(2, 14)}`
    .padEnd(24, 'x')
    .slice(0, 24);
}

/** A clipper with a verified channel on the fake, joined to the campaign. */
async function linkedClipper(name: string, title: string) {
  const person = await api.signup('user', name);
  const channelId = newChannelId();
  await linkVerifiedChannel(api, yt, person.token, campaignId, {
    id: channelId,
    title,
    before: 'Clips. ',
    publishedAt: '2020-01-01T00:00:00Z',
    subscribers: 5_000,
    videoCount: 80,
  });
  return { person, channelId };
}

/** A public video on the fake, published `minutesAfterJoin` after Clara joined. */
function publicVideo(channelId: string, views: number, minutesAfterJoin = 5) {
  const id = newVideoId();
  yt.setVideo({
    id,
    channelId,
    title: 'A cut',
    publishedAt: new Date(joinedAt.getTime() + minutesAfterJoin * 60_000),
    views,
    likes: Math.round(views * 0.04),
    comments: Math.round(views * 0.002),
  });
  return id;
}

const submit = (person: Person, videoId: string, viewCount = 1_000) =>
  api.call('submitClip', { token: person.token, body: { campaignId, clipLink: shorts(videoId), viewCount } });

beforeAll(async () => {
  yt = await startFakeYouTube();
  api = await startTestApi({ youtube: yt.settings });
  creator = await fundedCreator(api, 10_000);
  campaignId = (await createCampaign(api, creator, { totalBudget: 1000, reviewWindowHours: 48 }))._id;
  const linked = await linkedClipper('Clara Clipper', 'Clara Cuts');
  clara = linked.person;
  claraChannel = linked.channelId;
  const [joined] = await api.db
    .select({ at: campaignParticipants.joinedAt })
    .from(campaignParticipants)
    .where(eq(campaignParticipants.userId, clara.user._id));
  if (!joined) throw new Error('Clara did not join');
  // YouTube dates to the second; the fake's videos are minutes after, so the rule is clear either way.
  joinedAt = joined.at;
});
afterAll(async () => {
  await api.close();
  await yt.close();
});

describe('a measured submission', () => {
  it('stores the channel, the publication, the first measurement and the review deadline', async () => {
    const video = publicVideo(claraChannel, 1_250);
    const before = Date.now();
    const res = await submit(clara, video, 1_200);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const { clip } = await api
      .ok('myClips', { token: clara.token })
      .then((page) => ({ clip: page.clips.find((c) => c.link === shorts(video)) }));
    expect(clip).toMatchObject({
      status: 'pending',
      claimedViews: 1_200,
      measuredViews: 1_250,
      videoAvailable: true,
      riskScore: 0,
      flags: [],
    });
    const deadline = Date.parse(clip?.reviewDeadline ?? '');
    expect(deadline).toBeGreaterThanOrEqual(before + 48 * HOUR_MS);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 48 * HOUR_MS);
    expect(Date.parse(clip?.measuredAt ?? '')).toBe(deadline - 48 * HOUR_MS);

    const [row] = await api.db.select().from(clips).where(eq(clips.videoId, video));
    expect(row).toMatchObject({
      channelId: claraChannel,
      measuredViews: 1_250,
      measuredLikes: 50,
      measuredComments: 3,
    });
    expect(row?.videoPublishedAt?.getTime()).toBe(Math.floor((joinedAt.getTime() + 5 * 60_000) / 1000) * 1000);
    expect(row?.nextMeasureAt?.getTime()).toBe(deadline - 48 * HOUR_MS + 6 * HOUR_MS);
    const history = await api.db
      .select()
      .from(clipMeasurements)
      .where(eq(clipMeasurements.clipId, row?.id ?? ''));
    expect(history.map((m) => [m.views, m.likes, m.comments])).toEqual([[1_250, 50, 3]]);
  });

  it('needs a verified channel first (422, pointing to the dashboard), spending no quota', async () => {
    const omar = await api.signup('user', 'Omar Unlinked');
    await api.ok('joinCampaign', { token: omar.token, params: { id: campaignId } });
    const asked = yt.requestsFor('videos').length;
    expect(await submit(omar, publicVideo(claraChannel, 500))).toMatchObject({
      status: 422,
      json: { message: said('linkChannelFirst') },
    });
    expect(said('linkChannelFirst')).toContain('dashboard');
    expect(yt.requestsFor('videos')).toHaveLength(asked);
  });

  it('refuses a clipper who has not joined with 403 before asking YouTube', async () => {
    const stranger = await api.signup('user', 'Sam Stranger');
    const asked = yt.requestsFor('videos').length;
    expect((await submit(stranger, publicVideo(claraChannel, 500))).status).toBe(403);
    expect(yt.requestsFor('videos')).toHaveLength(asked);
  });

  it('refuses a private or deleted video (422)', async () => {
    const hidden = newVideoId();
    expect(await submit(clara, hidden)).toMatchObject({ status: 422, json: { message: said('videoNotPublic') } });
    const removed = publicVideo(claraChannel, 900);
    yt.removeVideo(removed);
    expect(await submit(clara, removed)).toMatchObject({ status: 422, json: { message: said('videoNotPublic') } });
  });

  it("refuses a video from another channel (422 naming the clipper's verified channel)", async () => {
    const video = publicVideo(newChannelId(), 3_000);
    expect(await submit(clara, video)).toMatchObject({
      status: 422,
      json: { message: said('notYourChannel', { title: 'Clara Cuts' }) },
    });
  });

  it('refuses a video published before the clipper joined the campaign (422)', async () => {
    const video = publicVideo(claraChannel, 3_000, -2);
    expect(await submit(clara, video)).toMatchObject({
      status: 422,
      json: { message: said('publishedBeforeJoining') },
    });
    // Within the second of joining counts as after: YouTube reports publication to the second.
    const sameSecond = newVideoId();
    yt.setVideo({
      id: sameSecond,
      channelId: claraChannel,
      title: 'A cut',
      publishedAt: new Date(Math.floor(joinedAt.getTime() / 1000) * 1000),
      views: 10,
    });
    expect((await submit(clara, sameSecond)).status).toBe(201);
  });

  it('refuses a video longer than 3 minutes (not a Short), asked in the same videos.list call', async () => {
    const long = newVideoId();
    const publishedAt = new Date(joinedAt.getTime() + 60_000);
    yt.setVideo({ id: long, channelId: claraChannel, title: 'A talk', publishedAt, views: 900, durationSeconds: 181 });
    const asked = yt.requests.length;
    expect(await submit(clara, long)).toMatchObject({
      status: 422,
      json: { message: said('notAShort', { length: '3:01' }) },
    });
    const calls = yt.requests.slice(asked);
    expect(calls.map((call) => [call.path, call.query.part])).toEqual([
      ['/videos', 'snippet,statistics,contentDetails'],
    ]);
    // Exactly 3 minutes is still a Short.
    const three = newVideoId();
    yt.setVideo({ id: three, channelId: claraChannel, title: 'A cut', publishedAt, views: 900, durationSeconds: 180 });
    expect((await submit(clara, three)).status).toBe(201);
  });

  it('answers 503 when YouTube cannot answer, storing nothing', async () => {
    const video = publicVideo(claraChannel, 700);
    yt.failNext(500, undefined, 3);
    expect(await submit(clara, video)).toMatchObject({ status: 503, json: { message: said('youtubeUnavailable') } });
    expect(await api.db.select().from(clips).where(eq(clips.videoId, video))).toEqual([]);
    // Asked again later, the same submission goes through.
    expect((await submit(clara, video)).status).toBe(201);
  });

  it('refuses the same video again while its clip is pending (409)', async () => {
    const video = publicVideo(claraChannel, 2_000);
    expect((await submit(clara, video)).status).toBe(201);
    expect(await submit(clara, video)).toMatchObject({ status: 409, json: { message: said('duplicateVideo') } });
  });
});

describe('video reservation (no YouTube)', () => {
  let off: TestApi;
  let offCreator: Person;
  beforeAll(async () => {
    off = await startTestApi();
    offCreator = await fundedCreator(off, 10_000);
  });
  afterAll(() => off.close());

  it('reserves a video only until the pending clip is overdue, and pays it at most once', async () => {
    const first = await createCampaign(off, offCreator, { totalBudget: 1000, payoutPer1000Views: 50 });
    const second = await createCampaign(off, offCreator, { totalBudget: 1000, payoutPer1000Views: 50 });
    const a = await off.signup('user', 'Asha');
    const b = await off.signup('user', 'Bilal');
    await off.ok('joinCampaign', { token: a.token, params: { id: first._id } });
    await off.ok('joinCampaign', { token: b.token, params: { id: second._id } });
    const video = newVideoId();
    const body = (campaign: string) => ({ campaignId: campaign, clipLink: shorts(video), viewCount: 2_000 });

    const { clip: firstClip } = await off.ok('submitClip', { token: a.token, body: body(first._id) }, 201);
    expect(firstClip.measuredViews).toBeNull();
    expect(await off.call('submitClip', { token: b.token, body: body(second._id) })).toMatchObject({
      status: 409,
      json: { message: said('duplicateVideo') },
    });

    // The first clip's review deadline passes with no decision: the video is free again.
    await off.db
      .update(clips)
      .set({ reviewDeadline: new Date(Date.now() - 60_000) })
      .where(eq(clips.id, firstClip._id));
    const { clip: secondClip } = await off.ok('submitClip', { token: b.token, body: body(second._id) }, 201);
    // The newer pending clip reserves it now.
    expect((await off.call('submitClip', { token: a.token, body: body(first._id) })).status).toBe(409);

    // Both are pending; the first approval pays, the second is refused: one payment per video.
    const paid = await off.ok('approveClip', {
      token: offCreator.token,
      params: { id: firstClip._id },
      body: { viewCount: 2_000 },
    });
    expect(paid.clip).toMatchObject({ status: 'approved', earnings: 88_00 });
    expect(
      await off.call('approveClip', {
        token: offCreator.token,
        params: { id: secondClip._id },
        body: { viewCount: 2_000 },
      }),
    ).toMatchObject({
      status: 409,
      json: { message: said('videoAlreadyPaid') },
    });
    // An approved clip keeps the video for good.
    const c = await off.signup('user', 'Chitra');
    await off.ok('joinCampaign', { token: c.token, params: { id: second._id } });
    await off.db
      .update(clips)
      .set({ reviewDeadline: new Date(Date.now() - 60_000) })
      .where(eq(clips.id, secondClip._id));
    expect(await off.call('submitClip', { token: c.token, body: body(second._id) })).toMatchObject({
      status: 409,
      json: { message: said('duplicateVideo') },
    });
    await off.expectLedgerSound();
  });
});

describe('on the sandbox', () => {
  it('takes a fresh sandbox video from a clipper who joined a moment ago, measured', async () => {
    const sandbox = await startTestApi({ youtube: { ...yt.settings, mode: 'sandbox' } });
    try {
      const owner = await fundedCreator(sandbox, 5_000);
      const campaign = await createCampaign(sandbox, owner, { totalBudget: 1000 });
      const clipper = await sandbox.signup('user', 'Sandbox Sara');
      const { channel } = await sandbox.ok('clipperChannel', { token: clipper.token });
      const code = channel.verificationCode;
      await sandbox.ok('linkChannel', { token: clipper.token, body: { channelId: sandboxChannelIdFor(code) } }, 201);
      await sandbox.ok('joinCampaign', { token: clipper.token, params: { id: campaign._id } });
      const video = sandboxVideoIdFor(code);
      const { clip } = await sandbox.ok(
        'submitClip',
        { token: clipper.token, body: { campaignId: campaign._id, clipLink: shorts(video), viewCount: 100 } },
        201,
      );
      expect(clip.measuredViews).toBeGreaterThan(0);
      expect(clip.videoAvailable).toBe(true);
      // Another code's video is not on this clipper's channel; a private one is refused.
      const other = await sandbox.call('submitClip', {
        token: clipper.token,
        body: { campaignId: campaign._id, clipLink: shorts('zzzzzzzzstd') },
      });
      expect(other).toMatchObject({
        status: 422,
        json: { message: said('notYourChannel', { title: `Sandbox channel ${sandboxChannelIdFor(code)}` }) },
      });
      const hidden = await sandbox.call('submitClip', {
        token: clipper.token,
        body: { campaignId: campaign._id, clipLink: shorts(sandboxVideoIdFor(code, 'private')) },
      });
      expect(hidden).toMatchObject({ status: 422, json: { message: said('videoNotPublic') } });
      const long = await sandbox.call('submitClip', {
        token: clipper.token,
        body: { campaignId: campaign._id, clipLink: shorts(sandboxVideoIdFor(code, 'long')) },
      });
      expect(long).toMatchObject({ status: 422, json: { message: said('notAShort', { length: '4:05' }) } });
      await sandbox.expectLedgerSound();
    } finally {
      await sandbox.close();
    }
  });
});
