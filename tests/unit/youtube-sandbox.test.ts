import { describe, expect, it } from 'vitest';
import {
  SANDBOX_CHANNEL_ID_PATTERN,
  SANDBOX_OTHER_CHANNEL_ID,
  VERIFICATION_CODE_PATTERN,
  sandboxChannelIdFor,
  sandboxChannelOfVideo,
  sandboxVideoIdFor,
} from '../../schemas/youtube-sandbox-ids';
import {
  createYouTubeSandbox,
  SANDBOX_PUBLISHED_BEFORE_FIRST_ASKED_MS,
  SANDBOX_VIEWS_HEAD_START_HOURS,
  sandboxViews,
} from '../../src/server/youtube/youtube-sandbox';
import { quotaDay } from '../../src/server/youtube/youtube-quota';

const HOUR = 3600_000;
const CODE = 'clipmandi-k3x9q2ab';
const start = new Date('2026-04-01T10:00:00Z');
const at = (hours: number) => new Date(start.getTime() + hours * HOUR);

/** The video's stats at each hour after first asked (first asked at hour 0). */
async function series(videoId: string, hours: number[]) {
  const sandbox = createYouTubeSandbox({ dailyQuota: 100 });
  const result = [];
  for (const hour of hours) result.push((await sandbox.videos([videoId], at(hour))).get(videoId));
  return result;
}

describe('sandbox ids', () => {
  it('pads a code into a 24-character channel id that embeds it', () => {
    expect(VERIFICATION_CODE_PATTERN.test(CODE)).toBe(true);
    expect(VERIFICATION_CODE_PATTERN.test('clipmandi-K3X9Q2AB')).toBe(false);
    expect(sandboxChannelIdFor(CODE)).toBe('UCclipmandi-k3x9q2ab0000');
    expect(sandboxChannelIdFor(CODE, 'tiny')).toBe('UCclipmandi-k3x9q2abtiny');
    expect(SANDBOX_CHANNEL_ID_PATTERN.test(sandboxChannelIdFor(CODE))).toBe(true);
    expect(() => sandboxChannelIdFor('clipmandi-short')).toThrow('Not a verification code');
  });

  it("gives a code's videos to its channel, tny videos to its tiny channel, and any other video to the other channel", () => {
    expect(sandboxVideoIdFor(CODE)).toBe('k3x9q2abstd');
    expect(sandboxVideoIdFor(CODE, 'spike')).toBe('k3x9q2abspk');
    expect(sandboxChannelOfVideo('k3x9q2abxyz')).toBe('UCclipmandi-k3x9q2ab0000');
    expect(sandboxChannelOfVideo(sandboxVideoIdFor(CODE, 'tinyChannel'))).toBe('UCclipmandi-k3x9q2abtiny');
    expect(sandboxChannelOfVideo('dQw4w9WgXcQ')).toBe(SANDBOX_OTHER_CHANNEL_ID);
    expect(SANDBOX_CHANNEL_ID_PATTERN.test(SANDBOX_OTHER_CHANNEL_ID)).toBe(true);
  });
});

describe('sandbox videos', () => {
  it('are deterministic: two sandboxes asked at the same times answer the same', async () => {
    const ids = ['k3x9q2abstd', 'dQw4w9WgXcQ', 'k3x9q2ablik'];
    const first = createYouTubeSandbox({ dailyQuota: 100 });
    const second = createYouTubeSandbox({ dailyQuota: 100 });
    await first.videos(ids, start);
    await second.videos(ids, start);
    expect([...(await first.videos(ids, at(30))).values()]).toEqual([...(await second.videos(ids, at(30))).values()]);
    expect((await first.videos(ids, at(30))).get('k3x9q2abstd')?.views).toBeGreaterThan(0);
  });

  it('count as published shortly before first asked, and keep that date', async () => {
    const sandbox = createYouTubeSandbox({ dailyQuota: 100 });
    const first = (await sandbox.videos(['k3x9q2abstd'], start)).get('k3x9q2abstd');
    const later = (await sandbox.videos(['k3x9q2abstd'], at(48))).get('k3x9q2abstd');
    expect(first?.publishedAt).toEqual(new Date(start.getTime() - SANDBOX_PUBLISHED_BEFORE_FIRST_ASKED_MS));
    expect(later?.publishedAt).toEqual(first?.publishedAt);
    expect(first).toMatchObject({ channelId: 'UCclipmandi-k3x9q2ab0000', title: 'Sandbox video k3x9q2abstd' });
  });

  it('report the date recalled from an earlier process instead of a new one, asking only about unknown ids', async () => {
    const earlier = new Date('2026-03-30T08:00:00Z');
    const asked: string[][] = [];
    const sandbox = createYouTubeSandbox({ dailyQuota: 100 }, async (ids) => {
      asked.push([...ids]);
      return new Map([['k3x9q2abstd', earlier]]);
    });
    const found = await sandbox.videos(['k3x9q2abstd', 'k3x9q2abdrp', 'not a video'], start);
    expect(found.get('k3x9q2abstd')?.publishedAt).toEqual(earlier);
    expect(found.get('k3x9q2abstd')?.views).toBe(
      sandboxViews('k3x9q2abstd', (start.getTime() - earlier.getTime()) / HOUR + SANDBOX_VIEWS_HEAD_START_HOURS),
    );
    expect(found.get('k3x9q2abdrp')?.publishedAt).toEqual(
      new Date(start.getTime() - SANDBOX_PUBLISHED_BEFORE_FIRST_ASKED_MS),
    );
    await sandbox.videos(['k3x9q2abstd', 'k3x9q2abdrp'], at(6));
    expect(asked).toEqual([['k3x9q2abstd', 'k3x9q2abdrp']]);
  });

  it('grow steadily, with likes and comments a small share of the views', async () => {
    const views = (await series('k3x9q2abstd', [0, 6, 12, 24, 72, 336])).map((s) => s?.views ?? -1);
    for (let i = 1; i < views.length; i++) expect(views[i]).toBeGreaterThan(views[i - 1] ?? 0);
    const [day] = await series('k3x9q2abstd', [24]);
    const likeShare = (day?.likes ?? 0) / (day?.views ?? 1);
    expect(likeShare).toBeGreaterThanOrEqual(0.02);
    expect(likeShare).toBeLessThanOrEqual(0.06);
    expect((day?.comments ?? 0) / (day?.views ?? 1)).toBeLessThanOrEqual(0.004);
  });

  it('prv: absent from every answer; ids that are not video ids too', async () => {
    const sandbox = createYouTubeSandbox({ dailyQuota: 100 });
    const found = await sandbox.videos(
      [sandboxVideoIdFor(CODE, 'private'), 'not a video', 'tooShort', 'k3x9q2abstd'],
      start,
    );
    expect([...found.keys()]).toEqual(['k3x9q2abstd']);
  });

  it('drp: views fall between refreshes from hour 12', async () => {
    const views = (await series(sandboxVideoIdFor(CODE, 'falling'), [0, 6, 12, 18, 24])).map((s) => s?.views ?? -1);
    expect(views[1]).toBeGreaterThan(views[0] ?? 0);
    expect(views[2]).toBeGreaterThan(views[1] ?? 0);
    expect(views[3]).toBeLessThan(views[2] ?? 0);
    expect(views[4]).toBeLessThan(views[3] ?? 0);
  });

  it('spk: views jump far above their trend between two refreshes', async () => {
    // Measured at submission and every 6 hours: 4 measurements before the jump at hour 30.
    const spike = (await series(sandboxVideoIdFor(CODE, 'spike'), [0, 6, 12, 18, 24, 30])).map((s) => s?.views ?? -1);
    for (let i = 2; i < 5; i++) expect(spike[i]).toBeLessThan((spike[i - 1] ?? 0) * 3);
    expect(spike[5]).toBeGreaterThan((spike[4] ?? 0) * 10);
    const steady = (await series('k3x9q2abspq', [0, 24, 30])).map((s) => s?.views ?? -1);
    expect(steady[2]).toBeLessThan((steady[1] ?? 0) * 1.5);
  });

  it('tny: a video of the tiny channel with over 1,50,000 views from the start', async () => {
    const [first] = await series(sandboxVideoIdFor(CODE, 'tinyChannel'), [0]);
    expect(first?.channelId).toBe('UCclipmandi-k3x9q2abtiny');
    expect(first?.views).toBeGreaterThanOrEqual(150_000);
  });

  it('lik: likes and comments far above a real share; hid: counts hidden', async () => {
    const [odd] = await series(sandboxVideoIdFor(CODE, 'oddEngagement'), [10]);
    expect((odd?.likes ?? 0) / (odd?.views ?? 1)).toBeCloseTo(0.6, 2);
    expect((odd?.comments ?? 0) / (odd?.views ?? 1)).toBeCloseTo(0.2, 2);
    const [hidden] = await series(sandboxVideoIdFor(CODE, 'hiddenCounts'), [10]);
    expect(hidden).toMatchObject({ likes: null, comments: null });
    expect(hidden?.views).toBeGreaterThan(0);
  });

  it('follow the clock passed in, not the wall clock', async () => {
    const [, fiveHours] = await series('k3x9q2abstd', [0, 5]);
    // Published when first asked, with the views of a video half an hour old.
    expect(fiveHours?.views).toBe(sandboxViews('k3x9q2abstd', 5.5));
    expect(fiveHours?.views).toBeGreaterThan((await series('k3x9q2abstd', [0, 1]))[1]?.views ?? 0);
  });
});

describe('sandbox channels', () => {
  it("an ordinary channel's description carries the code, with fixed, plausible figures", async () => {
    const sandbox = createYouTubeSandbox({ dailyQuota: 100 });
    const id = sandboxChannelIdFor(CODE);
    const channel = await sandbox.channel(id, start);
    expect(channel?.description).toBe(`ClipMandi sandbox channel ${id}`);
    expect(channel?.description).toContain(CODE);
    expect(channel?.subscriberCount).toBeGreaterThanOrEqual(1_000);
    expect(channel?.videoCount).toBeGreaterThanOrEqual(40);
    expect(channel?.publishedAt.getTime()).toBeLessThan(Date.UTC(2022, 0, 2));
    expect(await createYouTubeSandbox({ dailyQuota: 1 }).channel(id, at(1000))).toEqual(channel);
  });

  it('a tiny channel has 37 subscribers, 3 videos, and is 4 days old when first asked about', async () => {
    const sandbox = createYouTubeSandbox({ dailyQuota: 100 });
    const channel = await sandbox.channel(sandboxChannelIdFor(CODE, 'tiny'), start);
    expect(channel).toMatchObject({
      subscriberCount: 37,
      videoCount: 3,
      publishedAt: new Date(start.getTime() - 96 * HOUR),
    });
    expect(channel?.description).toContain(CODE);
  });

  it('only ids of the channel shape exist; the sandbox spends no quota', async () => {
    const sandbox = createYouTubeSandbox({ dailyQuota: 123 });
    expect(await sandbox.channel('UCtooShort', start)).toBeNull();
    expect(await sandbox.channel('@handle', start)).toBeNull();
    await sandbox.videos(['k3x9q2abstd'], start);
    expect(await sandbox.quotaLeft(start)).toBe(123);
    expect(sandbox.mode).toBe('sandbox');
  });
});

describe('quota day', () => {
  it("is the Pacific-time date, since YouTube's quota resets at midnight Pacific", () => {
    expect(quotaDay(new Date('2026-01-15T07:59:59Z'))).toBe('2026-01-14');
    expect(quotaDay(new Date('2026-01-15T08:00:00Z'))).toBe('2026-01-15');
    // Daylight saving time: UTC-7.
    expect(quotaDay(new Date('2026-07-15T06:59:59Z'))).toBe('2026-07-14');
    expect(quotaDay(new Date('2026-07-15T07:00:00Z'))).toBe('2026-07-15');
  });
});
