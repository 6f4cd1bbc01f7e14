import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEASUREMENT_HISTORY_LIMIT } from '../../schemas/measurements';
import { routes } from '../../schemas/routes';
import { cacheableRead } from '../../src/server/cache/cacheable-read';
import { clipMeasurements } from '../../src/server/db/trust-schema';
import { startFakeYouTube, type FakeYouTube } from '../support/fake-youtube';
import { createCampaign, fundedCreator, newVideoId, type Person } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';
import { linkVerifiedChannel } from './linked-channel';
import { said } from '../support/catalogue';

/**
 * GET /api/clips/:id/measurements (docs/trust.md#measured-views): a clip's measurement history, oldest first, for
 * its clipper, its campaign's creator and admins; refused to anyone else; fresh after each refresh even when the
 * previous answer was cached.
 */

const HOUR = 3600_000;

let yt: FakeYouTube;
let api: TestApi;
auditLedgerAfterEach(() => api);

let creator: Person;
let clipper: Person;
let admin: { token: string };
let campaignId: string;
const channelId = `UC${'h'.repeat(22)}`;

function setViews(id: string, views: number) {
  yt.setVideo({
    id,
    channelId,
    title: `Clip ${id}`,
    publishedAt: new Date(Date.now() + 1000),
    views,
    likes: Math.round(views / 20),
    comments: Math.round(views / 200),
  });
}

async function submit(views: number) {
  const video = newVideoId();
  setViews(video, views);
  const body = { campaignId, clipLink: `https://youtube.com/shorts/${video}`, viewCount: views };
  const { clip } = await api.ok('submitClip', { token: clipper.token, body }, 201);
  return { id: clip._id, video, submittedAt: new Date(clip.measuredAt ?? 0) };
}

const historyOf = async (token: string, id: string) =>
  (await api.ok('clipMeasurements', { token, params: { id } })).measurements;
const viewsOf = async (token: string, id: string) => (await historyOf(token, id)).map((m) => m.views);

/** Whether the read cache holds this person's answer for the clip's history. */
function cached(token: string, id: string) {
  const read = cacheableRead(routes.clipMeasurements.path.replace(':id', id), `Bearer ${token}`, undefined);
  return read !== null && api.deps.readCache.has(read.key);
}

beforeAll(async () => {
  yt = await startFakeYouTube();
  api = await startTestApi({ youtube: yt.settings });
  creator = await fundedCreator(api, 5_000);
  clipper = await api.signup('user');
  admin = await api.admin();
  campaignId = (await createCampaign(api, creator, { payoutPer1000Views: 50, totalBudget: 2_000 }))._id;
  await linkVerifiedChannel(api, yt, clipper.token, campaignId, {
    id: channelId,
    title: 'History Clips',
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

describe('a clip’s measurement history', () => {
  it('is every measurement, oldest first, with its time, views, likes and comments, for the clipper, the creator and an admin', async () => {
    const clip = await submit(1_200);
    setViews(clip.video, 3_000);
    const first = new Date(clip.submittedAt.getTime() + 6 * HOUR + 60_000);
    await api.runScheduler(first);
    setViews(clip.video, 14_000);
    const second = new Date(first.getTime() + 6 * HOUR + 60_000);
    await api.runScheduler(second);

    const expected = [
      { measuredAt: clip.submittedAt.toISOString(), views: 1_200, likes: 60, comments: 6 },
      { measuredAt: first.toISOString(), views: 3_000, likes: 150, comments: 15 },
      { measuredAt: second.toISOString(), views: 14_000, likes: 700, comments: 70 },
    ];
    expect(await historyOf(clipper.token, clip.id)).toEqual(expected);
    expect(await historyOf(creator.token, clip.id)).toEqual(expected);
    expect(await historyOf(admin.token, clip.id)).toEqual(expected);
  });

  it('shows a video gone private as a measurement without counts', async () => {
    const clip = await submit(2_500);
    yt.removeVideo(clip.video);
    const refreshedAt = new Date(clip.submittedAt.getTime() + 6 * HOUR + 60_000);
    await api.runScheduler(refreshedAt);
    expect((await historyOf(clipper.token, clip.id)).at(-1)).toEqual({
      measuredAt: refreshedAt.toISOString(),
      views: null,
      likes: null,
      comments: null,
    });
  });

  it('answers the latest 200 when there are more, still oldest first', async () => {
    const clip = await submit(100);
    // 250 older measurements, an hour apart, before the one taken at submission.
    const start = clip.submittedAt.getTime() - 300 * HOUR;
    await api.db.insert(clipMeasurements).values(
      Array.from({ length: 250 }, (_, i) => ({
        clipId: clip.id,
        measuredAt: new Date(start + i * HOUR),
        views: i,
        likes: 0,
        comments: 0,
      })),
    );
    const history = await historyOf(clipper.token, clip.id);
    expect(history).toHaveLength(MEASUREMENT_HISTORY_LIMIT);
    // 251 in all: the oldest 51 are left out.
    expect(history[0]).toEqual({
      measuredAt: new Date(start + 51 * HOUR).toISOString(),
      views: 51,
      likes: 0,
      comments: 0,
    });
    expect(history.at(-2)?.views).toBe(249);
    expect(history.at(-1)).toMatchObject({ measuredAt: clip.submittedAt.toISOString(), views: 100 });
  });
});

describe('who may read it', () => {
  it('refuses another clipper and another creator (403), and anyone signed out (401)', async () => {
    const clip = await submit(900);
    const otherClipper = await api.signup('user', 'Other Clipper');
    const otherCreator = await api.signup('creator', 'Other Creator');
    for (const person of [otherClipper, otherCreator]) {
      expect(await api.call('clipMeasurements', { token: person.token, params: { id: clip.id } })).toMatchObject({
        status: 403,
        json: { message: said('notYourMeasurements') },
      });
    }
    expect(await api.call('clipMeasurements', { params: { id: clip.id } })).toMatchObject({
      status: 401,
      json: { message: 'Please log in to continue.' },
    });
  });

  it('answers 404 for a clip that does not exist, or an id that is not one', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-clip']) {
      expect(await api.call('clipMeasurements', { token: admin.token, params: { id } })).toMatchObject({
        status: 404,
        json: { message: 'Clip not found.' },
      });
    }
  });
});

describe('after a refresh', () => {
  it('shows the new measurement to each reader, though their previous answer was cached', async () => {
    const clip = await submit(5_000);
    const readers = [clipper.token, creator.token, admin.token];
    for (const token of readers) {
      expect(await viewsOf(token, clip.id)).toEqual([5_000]);
      expect(cached(token, clip.id)).toBe(true);
    }
    setViews(clip.video, 7_500);
    await api.runScheduler(new Date(clip.submittedAt.getTime() + 6 * HOUR + 60_000));
    for (const token of readers) expect(await viewsOf(token, clip.id)).toEqual([5_000, 7_500]);
  });
});
