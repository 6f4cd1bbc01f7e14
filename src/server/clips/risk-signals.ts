import type { RiskFlag, RiskFlagCode } from '../../../schemas/clip';
import { inEnglish, type PlainValues, type PlainWords } from '../i18n/catalogue';
import type { MessageKey } from '../../../messages/keys';

/**
 * Risk signals of one clip, from its measurements alone: pure (no I/O, no clock), so the refresh job can run it
 * for every clip at every refresh. Each flag's reason is read by the creator at review, with the figures in it
 * (docs/trust.md#risk-signals).
 */
export type RiskInput = {
  claimedViews: number;
  /** Oldest first; views null = the video was private/deleted at that measurement. */
  /** Shares and saves: a reel's (null, or absent, for a Short). */
  measurements: {
    at: Date;
    views: number | null;
    likes: number | null;
    comments: number | null;
    shares?: number | null;
    saves?: number | null;
  }[];
  /**
   * Latest likes, comments, shares and saves per view of the campaign's OTHER measured clips on the same platform (for
   * the outlier test; shares and saves only reels have).
   */
  peers: { likesPerView: number[]; commentsPerView: number[]; sharesPerView?: number[]; savesPerView?: number[] };
  /** The clip's channel as last fetched, or null when unknown (unmeasured products). Its age is taken at the latest measurement. */
  channel: { subscriberCount: number | null; videoCount: number; publishedAt: Date } | null;
  /** The campaign's required tags the video's latest title and description lack (docs/trust.md#required-tags). */
  missingTags: readonly string[];
};
export type RiskAssessment = { riskScore: number; flags: RiskFlag[] };

/** A flag's reasons, each kept as its words (docs/languages.md "Stored texts"); null when the flag is not raised. */
type Reasons = PlainWords[] | null;
const reason = (code: MessageKey, values: PlainValues = {}): PlainWords => ({ code, values });

/** YouTube's public count lags the app's by hours, so a claim made at submission can run a little ahead of it. */
export const CLAIMED_OVER_MEASURED_RATIO = 1.25;
/** A gap of a few hundred views is too small to matter at the rates campaigns pay. */
export const CLAIMED_OVER_MEASURED_MIN_GAP = 500;
/** The public counter can tick back a few dozen views while its caches disagree; that is not a removal. */
export const VIEWS_FELL_NOISE_VIEWS = 50;
/** ...nor is a backward tick under 1% of the count; YouTube's removals of bought views take far larger bites. */
export const VIEWS_FELL_NOISE_SHARE = 0.01;
/** A median of fewer earlier rates is one or two data points, not a trend (3 intervals = 18 h at the 6-hour refresh). */
export const SPIKE_MIN_PRIOR_INTERVALS = 3;
/** Genuine shorts decay after their first day; an interval 5x faster than the clip's own median is a bought burst or a rare viral turn. */
export const SPIKE_RATE_MULTIPLE = 5;
/** A smaller burst is what one share in a group chat brings, not worth a reviewer's attention. */
export const SPIKE_MIN_GAIN = 2_000;
/** The median of fewer clips is swung by a single unusual one. */
export const ENGAGEMENT_MIN_PEERS = 5;
/** Genuine clips of one campaign differ about 2-3x in likes or comments per view; 5x apart is beyond that. */
export const ENGAGEMENT_OUTLIER_FACTOR = 5;
/** Below 20 likes (or comments) expected at the campaign's median, chance alone can give zero; at 20, fewer than 4 has odds under 1 in 100,000. */
export const ENGAGEMENT_MIN_EXPECTED = 20;
/** A clip this big on a channel this new or small is how bought views look; below it, genuine shorts from new channels often get there. */
export const CHANNEL_SUSPECT_VIEWS = 100_000;
/** A channel under a week old has no history for YouTube's recommendations to push its shorts this far. */
export const CHANNEL_MIN_AGE_DAYS = 7;
/** A hundred thousand real viewers leave at least a few hundred subscribers behind. */
export const CHANNEL_MIN_SUBSCRIBERS = 100;

/**
 * What each flag adds to riskScore (capped at 100). Views YouTube itself removed and a claim far above the count
 * are the strongest evidence, so one of them alone is 40 and both together 80; the statistical signals are
 * circumstantial (a genuine clip can go viral late or from a new channel) and add less.
 */
export const RISK_WEIGHTS: Record<RiskFlagCode, number> = {
  claimed_above_measured: 40,
  views_fell: 40,
  view_spike: 25,
  engagement_outlier: 20,
  channel_implausible: 15,
  // The clip no longer does what the campaign paid for: as strong as views YouTube removed.
  tags_missing: 40,
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const count = (n: number): string => Math.round(n).toLocaleString('en-IN');
const percent = (share: number): string => `${(share * 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`;
/** Hours to one decimal, as the message's plural shows them. */
const hours = (h: number): number => Math.round(h * 10) / 10;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

type Seen = {
  at: Date;
  views: number;
  likes: number | null;
  comments: number | null;
  shares?: number | null;
  saves?: number | null;
};

function claimedAboveMeasured(claimed: number, latestViews: number | null): Reasons {
  const measured = latestViews ?? 0;
  if (claimed <= measured * CLAIMED_OVER_MEASURED_RATIO || claimed - measured < CLAIMED_OVER_MEASURED_MIN_GAP)
    return null;
  return [
    latestViews === null
      ? reason('clips.riskClaimedGone', { claimed: count(claimed) })
      : reason('clips.riskClaimedAbove', { claimed: count(claimed), measured: count(measured) }),
  ];
}

function viewsFell(seen: Seen[]): Reasons {
  let worst: { from: number; to: number } | null = null;
  for (let i = 1; i < seen.length; i++) {
    const from = seen[i - 1]?.views ?? 0;
    const to = seen[i]?.views ?? 0;
    const drop = from - to;
    if (
      drop > Math.max(VIEWS_FELL_NOISE_VIEWS, from * VIEWS_FELL_NOISE_SHARE) &&
      (!worst || drop > worst.from - worst.to)
    ) {
      worst = { from, to };
    }
  }
  return worst && [reason('clips.riskViewsFell', { from: count(worst.from), to: count(worst.to) })];
}

function viewSpike(seen: Seen[]): Reasons {
  const intervals: { gain: number; hours: number; rate: number }[] = [];
  for (let i = 1; i < seen.length; i++) {
    const a = seen[i - 1];
    const b = seen[i];
    const h = a && b ? (b.at.getTime() - a.at.getTime()) / HOUR_MS : 0;
    if (a && b && h > 0)
      intervals.push({ gain: b.views - a.views, hours: h, rate: Math.max(0, b.views - a.views) / h });
  }
  // Against the intervals before it, not after: a short's rate falls after its first day, so a later calm
  // would make its natural opening look like a spike.
  let worst: { gain: number; hours: number; rate: number; usual: number } | null = null;
  for (let i = SPIKE_MIN_PRIOR_INTERVALS; i < intervals.length; i++) {
    const now = intervals[i];
    const usual = median(intervals.slice(0, i).map((x) => x.rate));
    if (
      now &&
      now.gain >= SPIKE_MIN_GAIN &&
      now.rate > usual * SPIKE_RATE_MULTIPLE &&
      (!worst || now.gain > worst.gain)
    ) {
      worst = { ...now, usual };
    }
  }
  return (
    worst && [
      reason('clips.riskSpike', {
        gain: count(worst.gain),
        hours: hours(worst.hours),
        rate: count(worst.rate),
        usual: count(worst.usual),
      }),
    ]
  );
}

function engagementOutlier(latest: Seen, peers: RiskInput['peers']): Reasons {
  const reasons: PlainWords[] = [];
  const metrics = [
    { name: 'likes', value: latest.likes, peers: peers.likesPerView },
    { name: 'comments', value: latest.comments, peers: peers.commentsPerView },
    { name: 'shares', value: latest.shares ?? null, peers: peers.sharesPerView ?? [] },
    { name: 'saves', value: latest.saves ?? null, peers: peers.savesPerView ?? [] },
  ];
  for (const metric of metrics) {
    const others = metric.peers.filter((x) => Number.isFinite(x) && x >= 0);
    if (metric.value === null || latest.views <= 0 || others.length < ENGAGEMENT_MIN_PEERS) continue;
    const usual = median(others);
    if (usual <= 0 || latest.views * usual < ENGAGEMENT_MIN_EXPECTED) continue;
    const share = metric.value / latest.views;
    if (share > usual * ENGAGEMENT_OUTLIER_FACTOR || share < usual / ENGAGEMENT_OUTLIER_FACTOR) {
      reasons.push(
        reason('clips.riskEngagement', {
          metric: metric.name,
          share: percent(share),
          value: count(metric.value),
          views: count(latest.views),
          usual: percent(usual),
        }),
      );
    }
  }
  return reasons.length ? reasons : null;
}

function channelImplausible(latest: Seen, at: Date, channel: RiskInput['channel']): Reasons {
  if (!channel || latest.views < CHANNEL_SUSPECT_VIEWS) return null;
  const reasons: PlainWords[] = [];
  const ageDays = Math.max(0, Math.floor((at.getTime() - channel.publishedAt.getTime()) / DAY_MS));
  if (ageDays < CHANNEL_MIN_AGE_DAYS) {
    reasons.push(
      reason('clips.riskChannelAge', { days: ageDays, videos: channel.videoCount, views: count(latest.views) }),
    );
  }
  if (channel.subscriberCount !== null && channel.subscriberCount < CHANNEL_MIN_SUBSCRIBERS) {
    reasons.push(
      reason('clips.riskChannelSubscribers', {
        subscribers: count(channel.subscriberCount),
        views: count(latest.views),
      }),
    );
  }
  return reasons.length ? reasons : null;
}

/** The clip's flags (in a fixed order) and riskScore. No measurement at all: no flags, score 0 (the views are unverified). */
export function assessRisk(input: RiskInput): RiskAssessment {
  const last = input.measurements.at(-1);
  if (!last) return { riskScore: 0, flags: [] };
  const seen = input.measurements.filter((m): m is Seen => m.views !== null);
  const latestSeen = seen.at(-1);
  const found: [RiskFlagCode, Reasons][] = [
    ['claimed_above_measured', claimedAboveMeasured(input.claimedViews, last.views)],
    ['views_fell', viewsFell(seen)],
    ['view_spike', viewSpike(seen)],
    ['engagement_outlier', latestSeen ? engagementOutlier(latestSeen, input.peers) : null],
    ['channel_implausible', latestSeen ? channelImplausible(latestSeen, last.at, input.channel) : null],
    [
      'tags_missing',
      input.missingTags.length > 0 ? [reason('clips.riskTagsRemoved', { tags: [...input.missingTags] })] : null,
    ],
  ];
  // The reasons in English as the flag has always said them, and as their words for each reader's language.
  const flags = found.flatMap(([code, said]) =>
    said === null ? [] : [{ code, reason: said.map((one) => inEnglish(one)).join('; '), said }],
  );
  const riskScore = Math.min(
    100,
    flags.reduce((sum, flag) => sum + RISK_WEIGHTS[flag.code], 0),
  );
  return { riskScore, flags };
}
