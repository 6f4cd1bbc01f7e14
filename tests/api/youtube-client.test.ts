import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config';
import { createYouTube } from '../../src/server/youtube/create-youtube';
import { YouTubeUnavailable } from '../../src/server/youtube/youtube-api';
import { createYouTubeClient } from '../../src/server/youtube/youtube-client';
import { startFakeYouTube, type FakeYouTube } from '../support/fake-youtube';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
let fake: FakeYouTube;

beforeAll(async () => {
  api = await startTestApi();
  fake = await startFakeYouTube();
});

afterAll(async () => {
  await fake?.close();
  await api?.close();
});

/** Each test spends quota on its own Pacific-time day, so their budgets do not meet. */
let dayCounter = 0;
function freshDay(): Date {
  dayCounter++;
  return new Date(Date.UTC(2026, 0, 1 + dayCounter, 20, 0, 0));
}

function client(overrides: { dailyQuota?: number; timeoutMs?: number; apiKey?: string } = {}) {
  return createYouTubeClient(
    {
      apiKey: overrides.apiKey ?? fake.key,
      apiUrl: fake.url,
      dailyQuota: overrides.dailyQuota ?? 10_000,
      timeoutMs: overrides.timeoutMs ?? 2_000,
    },
    api.db,
    { retryDelaysMs: [5, 10] },
  );
}

const videoId = (prefix: string, i: number) => `${prefix}${String(i).padStart(11 - prefix.length, '0')}`;

function setVideos(prefix: string, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = videoId(prefix, i);
    fake.setVideo({
      id,
      channelId: 'UCchannelAAAAAAAAAAAAAAA',
      title: `Video ${i}`,
      description: `Cut ${i} #clipmandi`,
      publishedAt: '2026-01-01T10:00:00Z',
      views: 1000 + i,
      likes: 10 + i,
      comments: i,
    });
    ids.push(id);
  }
  return ids;
}

/** Requests made since `from`, for one resource. */
const since = (from: number, resource: 'videos' | 'channels') =>
  fake.requests.slice(from).filter((r) => r.path === `/${resource}`);

describe('videos', () => {
  it('asks for 120 ids in 3 calls of at most 50, one quota unit each, and reads every item', async () => {
    const now = freshDay();
    const youtube = client();
    const ids = setVideos('bat', 120);
    const from = fake.requests.length;
    const found = await youtube.videos(ids, now);
    const calls = since(from, 'videos');
    expect(calls.map((call) => call.ids.length)).toEqual([50, 50, 20]);
    expect(calls.flatMap((call) => call.ids)).toEqual(ids);
    expect(
      calls.every((call) => call.query.part === 'snippet,statistics,contentDetails' && call.query.key === fake.key),
    ).toBe(true);
    expect(found.size).toBe(120);
    expect(found.get(videoId('bat', 119))).toEqual({
      id: videoId('bat', 119),
      channelId: 'UCchannelAAAAAAAAAAAAAAA',
      title: 'Video 119',
      description: 'Cut 119 #clipmandi',
      publishedAt: new Date('2026-01-01T10:00:00Z'),
      views: 1119,
      likes: 129,
      comments: 119,
      // The fake's default length (PT45S), asked in the same call.
      durationSeconds: 45,
    });
    expect(await youtube.quotaLeft(now)).toBe(10_000 - 3);
  });

  it('leaves out a private or deleted video, reports hidden likes and comments as null, and asks once per distinct id', async () => {
    const now = freshDay();
    const [shown, hidden, gone] = ['shownVideo1', 'hiddenCount', 'goneVideo01'];
    fake.setVideo({
      id: shown,
      channelId: 'UCx',
      title: 'Shown',
      publishedAt: new Date('2026-01-02T03:04:05Z'),
      views: 12_345_678_901,
      likes: 7,
      comments: 3,
    });
    fake.setVideo({
      id: hidden,
      channelId: 'UCx',
      title: 'Hidden',
      publishedAt: new Date('2026-01-02T03:04:05Z'),
      views: 50,
    });
    fake.setVideo({
      id: gone,
      channelId: 'UCx',
      title: 'Gone',
      publishedAt: new Date('2026-01-02T03:04:05Z'),
      views: 5,
    });
    fake.removeVideo(gone);
    const from = fake.requests.length;
    const found = await client().videos([shown, hidden, gone, shown], now);
    expect(since(from, 'videos').map((call) => call.ids)).toEqual([[shown, hidden, gone]]);
    expect([...found.keys()].sort()).toEqual([hidden, shown]);
    expect(found.get(shown)?.views).toBe(12_345_678_901);
    expect(found.get(hidden)).toMatchObject({ views: 50, likes: null, comments: null });
  });

  it('leaves out an item YouTube answers without a view count, and still reads the rest of the batch', async () => {
    fake.setVideo({
      id: 'premiere001',
      channelId: 'UCx',
      title: 'Premiere',
      publishedAt: '2026-02-01T00:00:00Z',
      views: null,
    });
    fake.setVideo({
      id: 'normalVid01',
      channelId: 'UCx',
      title: 'Normal',
      publishedAt: '2026-02-01T00:00:00Z',
      views: 42,
      likes: 1,
      comments: 0,
    });
    const found = await client().videos(['premiere001', 'normalVid01'], freshDay());
    expect([...found.keys()]).toEqual(['normalVid01']);
    expect(found.get('normalVid01')).toMatchObject({ views: 42, likes: 1, comments: 0 });
  });

  it('makes no call for no ids', async () => {
    const from = fake.requests.length;
    expect((await client().videos([], freshDay())).size).toBe(0);
    expect(fake.requests.length).toBe(from);
  });
});

describe('quota', () => {
  it('never spends above the daily budget: with 2 units the third call is refused without a request', async () => {
    const now = freshDay();
    const youtube = client({ dailyQuota: 2 });
    const [id] = setVideos('quo', 1);
    if (!id) throw new Error('no video');
    const from = fake.requests.length;
    await youtube.videos([id], now);
    await youtube.videos([id], now);
    expect(await youtube.quotaLeft(now)).toBe(0);
    await expect(youtube.videos([id], now)).rejects.toThrow(YouTubeUnavailable);
    await expect(youtube.channel('UCanything', now)).rejects.toThrow(/quota of 2 units .* is spent/);
    expect(fake.requests.length - from).toBe(2);
  });

  it('shares the count between clients (processes) on one database and starts again on the next Pacific day', async () => {
    const now = freshDay();
    const [id] = setVideos('shr', 1);
    if (!id) throw new Error('no video');
    const first = client({ dailyQuota: 3 });
    const second = client({ dailyQuota: 3 });
    await Promise.all([first.videos([id], now), second.videos([id], now), first.videos([id], now)]);
    await expect(second.videos([id], now)).rejects.toThrow(YouTubeUnavailable);
    // 20:00 UTC is noon in Los Angeles; 08:00 UTC the next day is past midnight there.
    const nextPacificDay = new Date(now.getTime() + 12 * 3600_000);
    expect(await second.quotaLeft(nextPacificDay)).toBe(3);
    expect((await second.videos([id], nextPacificDay)).size).toBe(1);
  });

  it('on 403 quotaExceeded marks the day used up and throws YouTubeUnavailable without retrying', async () => {
    const now = freshDay();
    const youtube = client();
    fake.failNext(403, 'quotaExceeded');
    const from = fake.requests.length;
    const error = await youtube.videos(['quotaVideo1'], now).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(YouTubeUnavailable);
    expect(String(error)).toContain('quotaExceeded');
    expect(fake.requests.length - from).toBe(1);
    expect(await youtube.quotaLeft(now)).toBe(0);
    await expect(youtube.videos(['quotaVideo1'], now)).rejects.toThrow(YouTubeUnavailable);
    expect(fake.requests.length - from).toBe(1);
  });

  it('on 403 dailyLimitExceeded does the same', async () => {
    const now = freshDay();
    const youtube = client({ dailyQuota: 500 });
    fake.failNext(403, 'dailyLimitExceeded');
    await expect(youtube.channel('UCdaily', now)).rejects.toThrow(YouTubeUnavailable);
    expect(await youtube.quotaLeft(now)).toBe(0);
  });
});

describe('transient failures', () => {
  it('retries 429 and 5xx with a unit per try and answers once YouTube does', async () => {
    const now = freshDay();
    const youtube = client();
    const [id] = setVideos('rty', 1);
    if (!id) throw new Error('no video');
    fake.failNext(429);
    fake.failNext(503);
    const from = fake.requests.length;
    const found = await youtube.videos([id], now);
    expect(found.get(id)?.views).toBe(1000);
    expect(fake.requests.slice(from).map((r) => r.status)).toEqual([429, 503, 200]);
    expect(await youtube.quotaLeft(now)).toBe(10_000 - 3);
  });

  it.each([
    [500, undefined],
    [503, undefined],
    [429, undefined],
    [403, 'rateLimitExceeded'],
  ])('gives up after 3 tries of %i %s with YouTubeUnavailable', async (status, reason) => {
    const now = freshDay();
    fake.failNext(status, reason, 3);
    const from = fake.requests.length;
    const error = await client()
      .videos(['failVideo01'], now)
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(YouTubeUnavailable);
    expect(String(error)).toContain(`failed 3 times; last: ${status}`);
    expect(fake.requests.slice(from).map((r) => r.status)).toEqual([status, status, status]);
  });

  it('stops retrying when the budget runs out mid-way', async () => {
    const now = freshDay();
    fake.failNext(500, undefined, 2);
    const from = fake.requests.length;
    await expect(client({ dailyQuota: 2 }).videos(['budgetVideo'], now)).rejects.toThrow(/quota of 2 units/);
    expect(fake.requests.length - from).toBe(2);
  });

  it('times out after timeoutMs, retries, then throws YouTubeUnavailable', async () => {
    const now = freshDay();
    fake.hangNext(3);
    const from = fake.requests.length;
    const error = await client({ timeoutMs: 150 })
      .videos(['slowVideo01'], now)
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(YouTubeUnavailable);
    expect(String(error)).toContain('no answer within 150 ms');
    expect(fake.requests.length - from).toBe(3);
  });

  it('answers after one time-out', async () => {
    const now = freshDay();
    const [id] = setVideos('slw', 1);
    if (!id) throw new Error('no video');
    fake.hangNext(1);
    expect((await client({ timeoutMs: 150 }).videos([id], now)).has(id)).toBe(true);
  });

  it('reports a refused connection as YouTubeUnavailable', async () => {
    const other = await startFakeYouTube();
    const url = other.url;
    await other.close();
    const youtube = createYouTubeClient({ apiKey: 'k', apiUrl: url, dailyQuota: 10, timeoutMs: 500 }, api.db, {
      retryDelaysMs: [1],
    });
    await expect(youtube.videos(['networkVid1'], freshDay())).rejects.toThrow(/failed 2 times; last: network failure/);
  });
});

describe('configuration errors', () => {
  it('a wrong key is a plain Error naming YOUTUBE_API_KEY, not retried', async () => {
    const from = fake.requests.length;
    const error = await client({ apiKey: 'wrong-key' })
      .videos(['anyVideo001'], freshDay())
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(YouTubeUnavailable);
    expect(String(error)).toContain('YouTube refused the API key: check YOUTUBE_API_KEY');
    expect(String(error)).toContain('API key not valid');
    expect(fake.requests.length - from).toBe(1);
    expect(fake.requests.at(-1)?.status).toBe(400);
  });

  it('another 4xx is a plain Error naming the problem', async () => {
    fake.failNext(400, 'invalidFilters');
    const error = await client()
      .videos(['anyVideo002'], freshDay())
      .catch((err: unknown) => err);
    expect(error).not.toBeInstanceOf(YouTubeUnavailable);
    expect(String(error)).toContain('YouTube refused GET videos (400 invalidFilters');
  });
});

describe('channels', () => {
  it('reads title, description, publishedAt, subscribers and videos; hidden subscribers are null; an unknown id is null', async () => {
    const now = freshDay();
    fake.setChannel({
      id: 'UCshownCHANNEL0000000000',
      title: 'Shown',
      description: 'Hello clipmandi-abcd1234',
      publishedAt: '2019-05-06T07:08:09Z',
      subscribers: 4_321,
      videoCount: 87,
    });
    fake.setChannel({
      id: 'UChiddenCHANNEL000000000',
      title: 'Hidden',
      description: '',
      publishedAt: '2020-01-01T00:00:00Z',
      subscribers: null,
      videoCount: 5,
    });
    const youtube = client();
    const from = fake.requests.length;
    expect(await youtube.channel('UCshownCHANNEL0000000000', now)).toEqual({
      id: 'UCshownCHANNEL0000000000',
      title: 'Shown',
      description: 'Hello clipmandi-abcd1234',
      publishedAt: new Date('2019-05-06T07:08:09Z'),
      subscriberCount: 4_321,
      videoCount: 87,
    });
    expect(await youtube.channel('UChiddenCHANNEL000000000', now)).toMatchObject({
      subscriberCount: null,
      videoCount: 5,
    });
    expect(await youtube.channel('UCnobodyCHANNEL000000000', now)).toBeNull();
    expect(since(from, 'channels').map((r) => [r.ids, r.query.part])).toEqual([
      [['UCshownCHANNEL0000000000'], 'snippet,statistics'],
      [['UChiddenCHANNEL000000000'], 'snippet,statistics'],
      [['UCnobodyCHANNEL000000000'], 'snippet,statistics'],
    ]);
    expect(await youtube.quotaLeft(now)).toBe(10_000 - 3);
  });
});

describe('the fake answers as YouTube does', () => {
  const get = async (query: string) => {
    const res = await fetch(`${fake.url}/videos?${query}`);
    return {
      status: res.status,
      body: (await res.json()) as { error?: { errors: { reason: string }[]; status: string } },
    };
  };

  it('refuses more than 50 ids, a missing key, a missing or unknown part', async () => {
    const ids = Array.from({ length: 51 }, (_, i) => videoId('lim', i)).join(',');
    expect((await get(`part=statistics&id=${ids}&key=${fake.key}`)).status).toBe(400);
    const noKey = await get('part=statistics&id=abc');
    expect([noKey.status, noKey.body.error?.status]).toEqual([403, 'PERMISSION_DENIED']);
    expect((await get(`id=abc&key=${fake.key}`)).status).toBe(400);
    const unknownPart = await get(`part=snippets&id=abc&key=${fake.key}`);
    expect([unknownPart.status, unknownPart.body.error?.errors[0]?.reason]).toEqual([400, 'unknownPart']);
  });
});

describe('createYouTube', () => {
  it('gives nothing when off, the sandbox in sandbox mode and the API client with a key', async () => {
    const settings = { apiUrl: fake.url, dailyQuota: 10_000, timeoutMs: 500 };
    expect(createYouTube(testConfig({ youtube: { mode: 'off', ...settings } }), api.db)).toBeNull();
    expect(createYouTube(testConfig({ youtube: { mode: 'sandbox', ...settings } }), api.db)?.mode).toBe('sandbox');
    const youtube = createYouTube(testConfig({ youtube: fake.settings }), api.db);
    expect(youtube?.mode).toBe('api');
    const [id] = setVideos('crt', 1);
    if (!id) throw new Error('no video');
    expect((await youtube?.videos([id], freshDay()))?.get(id)?.views).toBe(1000);
  });
});
