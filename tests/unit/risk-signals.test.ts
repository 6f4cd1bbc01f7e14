import { describe, expect, it } from 'vitest';
import { isMessageKey, sayWords } from '../../src/server/i18n/catalogue';
import {
  assessRisk,
  CHANNEL_MIN_AGE_DAYS,
  CHANNEL_MIN_SUBSCRIBERS,
  CHANNEL_SUSPECT_VIEWS,
  CLAIMED_OVER_MEASURED_MIN_GAP,
  CLAIMED_OVER_MEASURED_RATIO,
  ENGAGEMENT_MIN_EXPECTED,
  ENGAGEMENT_MIN_PEERS,
  ENGAGEMENT_OUTLIER_FACTOR,
  RISK_WEIGHTS,
  SPIKE_MIN_GAIN,
  SPIKE_MIN_PRIOR_INTERVALS,
  SPIKE_RATE_MULTIPLE,
  VIEWS_FELL_NOISE_SHARE,
  VIEWS_FELL_NOISE_VIEWS,
  type RiskInput,
} from '../../src/server/clips/risk-signals';

const T0 = Date.UTC(2026, 10, 1);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
type Measurement = RiskInput['measurements'][number];
const m = (
  hour: number,
  views: number | null,
  likes: number | null = null,
  comments: number | null = null,
): Measurement => ({
  at: new Date(T0 + hour * HOUR),
  views,
  likes,
  comments,
});
/** Views at 0 h, every h hours. */
const series = (h: number, views: (number | null)[]): Measurement[] => views.map((v, i) => m(i * h, v));
const assess = (over: Partial<RiskInput>) =>
  assessRisk({
    claimedViews: 0,
    measurements: [],
    peers: { likesPerView: [], commentsPerView: [] },
    channel: null,
    missingTags: [],
    ...over,
  });
/** The flags with their English reasons (their words are checked on their own, below). */
const run = (over: Partial<RiskInput>) => {
  const { riskScore, flags } = assess(over);
  return { riskScore, flags: flags.map(({ code, reason }) => ({ code, reason })) };
};
const codes = (over: Partial<RiskInput>) => run(over).flags.map((f) => f.code);
const reasonOf = (over: Partial<RiskInput>, code: string) => run(over).flags.find((f) => f.code === code)?.reason;

describe('risk signals: thresholds', () => {
  it('are the documented values', () => {
    expect([CLAIMED_OVER_MEASURED_RATIO, CLAIMED_OVER_MEASURED_MIN_GAP]).toEqual([1.25, 500]);
    expect([VIEWS_FELL_NOISE_VIEWS, VIEWS_FELL_NOISE_SHARE]).toEqual([50, 0.01]);
    expect([SPIKE_MIN_PRIOR_INTERVALS, SPIKE_RATE_MULTIPLE, SPIKE_MIN_GAIN]).toEqual([3, 5, 2_000]);
    expect([ENGAGEMENT_MIN_PEERS, ENGAGEMENT_OUTLIER_FACTOR, ENGAGEMENT_MIN_EXPECTED]).toEqual([5, 5, 20]);
    expect([CHANNEL_SUSPECT_VIEWS, CHANNEL_MIN_AGE_DAYS, CHANNEL_MIN_SUBSCRIBERS]).toEqual([100_000, 7, 100]);
  });
});

describe('risk signals: no measurement', () => {
  it('scores 0 with no flags, whatever the claim or channel', () => {
    const channel = { subscriberCount: 0, videoCount: 1, publishedAt: new Date(T0) };
    expect(run({ claimedViews: 5_000_000, channel })).toEqual({ riskScore: 0, flags: [] });
  });
});

describe('risk signals: claimed far above measured', () => {
  it('flags a claim far above the latest count, with both figures in Indian grouping', () => {
    expect(run({ claimedViews: 50_000, measurements: [m(0, 4_210)] })).toEqual({
      riskScore: 40,
      flags: [{ code: 'claimed_above_measured', reason: 'Claimed 50,000 views but YouTube counts 4,210' }],
    });
    expect(reasonOf({ claimedViews: 1_200_000, measurements: [m(0, 340_000)] }, 'claimed_above_measured')).toBe(
      'Claimed 12,00,000 views but YouTube counts 3,40,000',
    );
  });

  it('does not flag a claim at or under the count, nor one the later count has caught up with', () => {
    expect(codes({ claimedViews: 10_000, measurements: [m(0, 12_000)] })).toEqual([]);
    expect(codes({ claimedViews: 50_000, measurements: [m(0, 4_000), m(6, 49_000)] })).toEqual([]);
  });

  it('fires just above 1.25x the count and at a gap of 500 views, not at them', () => {
    expect(codes({ claimedViews: 50_000, measurements: [m(0, 40_000)] })).toEqual([]);
    expect(codes({ claimedViews: 50_001, measurements: [m(0, 40_000)] })).toEqual(['claimed_above_measured']);
    expect(codes({ claimedViews: 1_499, measurements: [m(0, 1_000)] })).toEqual([]);
    expect(codes({ claimedViews: 1_500, measurements: [m(0, 1_000)] })).toEqual(['claimed_above_measured']);
  });

  it('says so when the video is now private or deleted', () => {
    expect(reasonOf({ claimedViews: 50_000, measurements: [m(0, 60_000), m(6, null)] }, 'claimed_above_measured')).toBe(
      'Claimed 50,000 views but the video is private or deleted on YouTube',
    );
    expect(codes({ claimedViews: 499, measurements: [m(0, null)] })).toEqual([]);
  });
});

describe('risk signals: views falling', () => {
  it('flags a drop between refreshes with both counts', () => {
    const r = run({ claimedViews: 80_000, measurements: series(6, [120_000, 80_500]) });
    expect(r.flags).toEqual([
      {
        code: 'views_fell',
        reason: 'Views fell from 1,20,000 to 80,500 between two refreshes (YouTube removes views it finds fake)',
      },
    ]);
    expect(r.riskScore).toBe(40);
  });

  it('ignores growth and noise: 50 views, or 1% of the count when that is more', () => {
    expect(codes({ measurements: series(6, [1_000, 2_000, 2_000, 5_000]) })).toEqual([]);
    expect(codes({ measurements: series(6, [1_000, 950]) })).toEqual([]);
    expect(codes({ measurements: series(6, [1_000, 949]) })).toEqual(['views_fell']);
    expect(codes({ measurements: series(6, [100_000, 99_000]) })).toEqual([]);
    expect(codes({ measurements: series(6, [100_000, 98_999]) })).toEqual(['views_fell']);
  });

  it('reports the largest drop, and compares across a private spell', () => {
    const reason = reasonOf({ measurements: series(6, [10_000, 9_000, 9_500, 3_000]) }, 'views_fell');
    expect(reason).toContain('from 9,500 to 3,000');
    expect(codes({ measurements: series(6, [5_000, null, 5_000]) })).toEqual([]);
    expect(reasonOf({ claimedViews: 2_000, measurements: series(6, [5_000, null, 2_000]) }, 'views_fell')).toContain(
      'from 5,000 to 2,000',
    );
  });
});

describe("risk signals: spike above the clip's own trend", () => {
  it('flags an interval far faster than the median of the intervals before it', () => {
    const measurements = series(6, [1_000, 2_000, 3_000, 4_000, 54_000]);
    expect(run({ claimedViews: 1_000, measurements })).toEqual({
      riskScore: 25,
      flags: [
        { code: 'view_spike', reason: 'Gained 50,000 views in 6 hours (8,333 an hour) against its usual 167 an hour' },
      ],
    });
  });

  it("does not flag a short's natural decay, nor a long gap at the usual rate", () => {
    expect(codes({ measurements: series(6, [0, 40_000, 60_000, 70_000, 75_000, 77_500]) })).toEqual([]);
    expect(codes({ measurements: [...series(4, [0, 1_000, 2_000, 3_000]), m(36, 9_000)] })).toEqual([]);
  });

  it('judges each interval against the ones before it, not after: a sudden lasting jump still flags', () => {
    const measurements = series(6, [0, 1_000, 2_000, 3_000, 13_000, 23_000, 33_000, 43_000]);
    expect(reasonOf({ measurements }, 'view_spike')).toBe(
      'Gained 10,000 views in 6 hours (1,667 an hour) against its usual 167 an hour',
    );
  });

  it('needs three earlier intervals', () => {
    expect(codes({ measurements: series(6, [1_000, 2_000, 3_000, 53_000]) })).toEqual([]);
  });

  it('fires just above 5x the usual rate and at a gain of 2,000 views, not at them', () => {
    // Usual: 1,000 per 4 h = 250 an hour; 5x = 1,250 an hour = 5,000 in 4 h.
    expect(codes({ measurements: series(4, [0, 1_000, 2_000, 3_000, 8_000]) })).toEqual([]);
    expect(codes({ measurements: series(4, [0, 1_000, 2_000, 3_000, 8_004]) })).toEqual(['view_spike']);
    expect(codes({ measurements: series(4, [0, 100, 200, 300, 2_299]) })).toEqual([]);
    expect(codes({ measurements: series(4, [0, 100, 200, 300, 2_300]) })).toEqual(['view_spike']);
  });
});

describe("risk signals: engagement outside the campaign's other clips", () => {
  const likesPeers = { likesPerView: [0.04, 0.05, 0.03, 0.045, 0.035], commentsPerView: [] };

  it('flags likes per view far below the campaign median, with the figures', () => {
    const r = run({ claimedViews: 100_000, measurements: [m(0, 100_000, 100)], peers: likesPeers });
    expect(r.flags).toEqual([
      {
        code: 'engagement_outlier',
        reason: "Likes per view 0.1% (100 on 1,00,000 views) against 4% on the campaign's other clips",
      },
    ]);
    expect(r.riskScore).toBe(20);
  });

  it('does not flag a usual ratio, a hidden count, too few peers or a median of zero', () => {
    expect(codes({ measurements: [m(0, 100_000, 4_000)], peers: likesPeers })).toEqual([]);
    expect(codes({ measurements: [m(0, 100_000, null)], peers: likesPeers })).toEqual([]);
    const fourPeers = { likesPerView: likesPeers.likesPerView.slice(0, 4), commentsPerView: [] };
    expect(codes({ measurements: [m(0, 100_000, 0)], peers: fourPeers })).toEqual([]);
    expect(
      codes({ measurements: [m(0, 100_000, 0, 500)], peers: { likesPerView: [], commentsPerView: [0, 0, 0, 0, 0] } }),
    ).toEqual([]);
  });

  it('needs 20 likes expected at the median before zero likes means anything', () => {
    expect(codes({ measurements: [m(0, 499, 0)], peers: likesPeers })).toEqual([]); // 19.96 expected
    expect(codes({ measurements: [m(0, 500, 0)], peers: likesPeers })).toEqual(['engagement_outlier']);
  });

  it("compares a reel's shares and saves with the campaign's other reels, as likes and comments", () => {
    const reelPeers = {
      likesPerView: [],
      commentsPerView: [],
      sharesPerView: [0.004, 0.005, 0.006, 0.004, 0.005],
      savesPerView: [0.003, 0.003, 0.003, 0.003, 0.003],
    };
    const reel = (shares: number, saves: number) => ({ ...m(0, 20_000), shares, saves });
    expect(codes({ measurements: [reel(100, 60)], peers: reelPeers })).toEqual([]);
    expect(reasonOf({ measurements: [reel(20_000, 60)], peers: reelPeers }, 'engagement_outlier')).toBe(
      "Shares per view 100% (20,000 on 20,000 views) against 0.5% on the campaign's other clips",
    );
    expect(reasonOf({ measurements: [reel(100, 20_000)], peers: reelPeers }, 'engagement_outlier')).toBe(
      "Saves per view 100% (20,000 on 20,000 views) against 0.3% on the campaign's other clips",
    );
  });

  it('fires beyond 5x the median either way, not at it', () => {
    const peers = { likesPerView: [0.0625, 0.0625, 0.0625, 0.0625, 0.0625], commentsPerView: [] };
    // 1,600 views: 5x the median is 500 likes, a fifth of it 20.
    expect(codes({ measurements: [m(0, 1_600, 500)], peers })).toEqual([]);
    expect(codes({ measurements: [m(0, 1_600, 501)], peers })).toEqual(['engagement_outlier']);
    expect(codes({ measurements: [m(0, 1_600, 20)], peers })).toEqual([]);
    expect(codes({ measurements: [m(0, 1_600, 19)], peers })).toEqual(['engagement_outlier']);
  });

  it('names both likes and comments in one flag when both are off', () => {
    const peers = { likesPerView: likesPeers.likesPerView, commentsPerView: [0.002, 0.003, 0.001, 0.002, 0.002] };
    const reason = reasonOf({ measurements: [m(0, 100_000, 100, 5_000)], peers }, 'engagement_outlier');
    expect(reason).toBe(
      "Likes per view 0.1% (100 on 1,00,000 views) against 4% on the campaign's other clips; " +
        "Comments per view 5% (5,000 on 1,00,000 views) against 0.2% on the campaign's other clips",
    );
  });
});

describe('risk signals: channel newer or smaller than plausible', () => {
  const latestAt = T0 + 6 * HOUR;
  const channel = (ageDays: number, subscriberCount: number | null, videoCount = 2) => ({
    subscriberCount,
    videoCount,
    publishedAt: new Date(latestAt - ageDays * DAY),
  });
  const big = [m(0, 200_000), m(6, 250_000)];

  it('flags a days-old channel with a big clip, its age taken at the latest measurement', () => {
    expect(run({ claimedViews: 250_000, measurements: big, channel: channel(3, 5_000) })).toEqual({
      riskScore: 15,
      flags: [
        {
          code: 'channel_implausible',
          reason: 'The channel is 3 days old (2 videos) but this clip has 2,50,000 views',
        },
      ],
    });
  });

  it('flags a channel with a handful of subscribers', () => {
    expect(reasonOf({ measurements: big, channel: channel(400, 12) }, 'channel_implausible')).toBe(
      'The channel has 12 subscribers but this clip has 2,50,000 views',
    );
    expect(reasonOf({ measurements: big, channel: channel(1, 0, 1) }, 'channel_implausible')).toBe(
      'The channel is 1 day old (1 video) but this clip has 2,50,000 views; The channel has 0 subscribers but this clip has 2,50,000 views',
    );
  });

  it('does not flag an established channel, a hidden subscriber count, an unknown channel or a small clip', () => {
    expect(codes({ measurements: big, channel: channel(400, 20_000) })).toEqual([]);
    expect(codes({ measurements: big, channel: channel(400, null) })).toEqual([]);
    expect(codes({ measurements: big, channel: null })).toEqual([]);
    expect(codes({ measurements: [m(0, 99_999)], channel: channel(0, 0) })).toEqual([]);
    expect(codes({ measurements: [m(0, 100_000)], channel: channel(0, 0) })).toEqual(['channel_implausible']);
  });

  it('fires under 7 days and under 100 subscribers, not at them', () => {
    expect(codes({ measurements: big, channel: channel(7, 5_000) })).toEqual([]);
    expect(codes({ measurements: big, channel: channel(6.9, 5_000) })).toEqual(['channel_implausible']);
    expect(codes({ measurements: big, channel: channel(400, 100) })).toEqual([]);
    expect(codes({ measurements: big, channel: channel(400, 99) })).toEqual(['channel_implausible']);
  });
});

describe('risk signals: score', () => {
  it('adds the weights of the flags and caps at 100', () => {
    expect(Object.values(RISK_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(180);
    expect(run({ measurements: [m(0, 10_000)], claimedViews: 10_000 })).toEqual({ riskScore: 0, flags: [] });
    expect(run({ claimedViews: 50_000, measurements: series(6, [20_000, 10_000]) }).riskScore).toBe(80);
    const all = run({
      claimedViews: 1_000_000,
      measurements: [...series(4, [1_000, 2_000, 3_000, 4_000, 200_000]), m(20, 150_000, 10)],
      peers: { likesPerView: [0.04, 0.05, 0.03, 0.045, 0.035], commentsPerView: [] },
      channel: { subscriberCount: 5_000, videoCount: 3, publishedAt: new Date(T0 - 2 * DAY) },
    });
    expect(all.flags.map((f) => f.code)).toEqual([
      'claimed_above_measured',
      'views_fell',
      'view_spike',
      'engagement_outlier',
      'channel_implausible',
    ]);
    expect(all.riskScore).toBe(100);
  });
});

describe('tags_missing', () => {
  it('flags a measured video whose title and description lack a required tag, naming them, weighing 40', () => {
    const flagged = run({ measurements: series(6, [100, 200]), missingTags: ['#clipmandi', '@ravi'] });
    expect(flagged).toEqual({
      riskScore: 40,
      flags: [
        {
          code: 'tags_missing',
          reason: 'The title and description no longer carry #clipmandi and @ravi, which the campaign requires',
        },
      ],
    });
    expect(run({ measurements: series(6, [100, 200]), missingTags: [] }).flags).toEqual([]);
  });
});

describe('a flag\'s reasons as words (docs/languages.md "Stored texts")', () => {
  it('keeps each reason as its key and values, the English its words say, and says them in Hindi', () => {
    const { flags } = assess({
      claimedViews: 50_000,
      measurements: [m(0, 4_210)],
      missingTags: ['#clipmandi', '@ravi'],
    });
    expect(flags.map((flag) => flag.said)).toEqual([
      [{ code: 'clips.riskClaimedAbove', values: { claimed: '50,000', measured: '4,210' } }],
      [{ code: 'clips.riskTagsRemoved', values: { tags: ['#clipmandi', '@ravi'] } }],
    ]);
    for (const flag of flags) {
      const [said] = flag.said ?? [];
      if (!said || !isMessageKey(said.code)) throw new Error(`${flag.code} has no words`);
      expect(sayWords('en', { code: said.code, values: said.values })).toBe(flag.reason);
    }
    const tags = flags[1]?.said?.[0];
    if (!tags || !isMessageKey(tags.code)) throw new Error('no tags flag');
    expect(sayWords('hi', { code: tags.code, values: tags.values })).toBe(
      'टाइटल और डिस्क्रिप्शन में अब #clipmandi और @ravi नहीं है, जो कैंपेन के लिए ज़रूरी है',
    );
  });
});
