import { describe, expect, it } from 'vitest';
import { assessRisk } from '../../src/server/clips/risk-signals';
import {
  sandboxChannelOfVideo,
  sandboxVideoIdFor,
  type SandboxVideoBehaviour,
} from '../../schemas/youtube-sandbox-ids';
import { createYouTubeSandbox } from '../../src/server/youtube/youtube-sandbox';

/**
 * The demo's promise: each documented sandbox pattern raises its risk signal when the clip is measured as the
 * product measures it (at submission, then every 6 hours), and an ordinary video raises none.
 */
const HOUR = 3600_000;
const start = new Date('2026-05-01T09:00:00Z');
const CODES = [
  'clipmandi-aaaa1111',
  'clipmandi-bbbb2222',
  'clipmandi-cccc3333',
  'clipmandi-dddd4444',
  'clipmandi-eeee5555',
  'clipmandi-ffff6666',
];

async function measure(behaviour: SandboxVideoBehaviour, code = 'clipmandi-zzzz9999', refreshes = 8) {
  const sandbox = createYouTubeSandbox({ dailyQuota: 10 });
  const id = sandboxVideoIdFor(code, behaviour);
  const measurements = [];
  for (let i = 0; i <= refreshes; i++) {
    const at = new Date(start.getTime() + i * 6 * HOUR);
    const stats = (await sandbox.videos([id], at)).get(id);
    measurements.push({
      at,
      views: stats?.views ?? null,
      likes: stats?.likes ?? null,
      comments: stats?.comments ?? null,
    });
  }
  const channel = await sandbox.channel(sandboxChannelOfVideo(id), start);
  return { measurements, channel, claimedViews: measurements[0]?.views ?? 0 };
}

async function peers() {
  const likesPerView: number[] = [];
  const commentsPerView: number[] = [];
  for (const code of CODES) {
    const { measurements } = await measure('steady', code);
    const last = measurements.at(-1);
    if (last?.views) {
      likesPerView.push((last.likes ?? 0) / last.views);
      commentsPerView.push((last.comments ?? 0) / last.views);
    }
  }
  return { likesPerView, commentsPerView };
}

async function flagsOf(behaviour: SandboxVideoBehaviour) {
  const clip = await measure(behaviour);
  return assessRisk({ ...clip, peers: await peers(), missingTags: [] }).flags.map((flag) => flag.code);
}

describe('sandbox patterns against the risk signals', () => {
  it('an ordinary video raises none', async () => {
    expect(await flagsOf('steady')).toEqual([]);
  });

  it('drp raises views_fell', async () => {
    expect(await flagsOf('falling')).toEqual(['views_fell']);
  });

  it('spk raises view_spike', async () => {
    expect(await flagsOf('spike')).toEqual(['view_spike']);
  });

  it('lik raises engagement_outlier', async () => {
    expect(await flagsOf('oddEngagement')).toEqual(['engagement_outlier']);
  });

  it('tny raises channel_implausible (a days-old channel of 37 subscribers)', async () => {
    expect(await flagsOf('tinyChannel')).toEqual(['channel_implausible']);
  });

  it('prv is unmeasurable: a claim against a private video raises claimed_above_measured', async () => {
    const clip = await measure('private');
    expect(clip.measurements.every((m) => m.views === null)).toBe(true);
    const { flags } = assessRisk({ ...clip, claimedViews: 5_000, peers: await peers(), missingTags: [] });
    expect(flags.map((flag) => flag.code)).toEqual(['claimed_above_measured']);
  });
});
