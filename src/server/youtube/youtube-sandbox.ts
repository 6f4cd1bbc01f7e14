import {
  SANDBOX_CHANNEL_ID_PATTERN,
  TINY_CHANNEL_SUFFIX,
  sandboxChannelOfVideo,
  sandboxVideoBehaviour,
} from '../../../schemas/youtube-sandbox-ids';
import type { ChannelInfo, VideoStats, YouTube } from './youtube-api';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * A video counts as published this long before the sandbox first heard of it: none, because a submission must be
 * published after its clipper joined the campaign, and a clipper may submit the moment they joined.
 */
export const SANDBOX_PUBLISHED_BEFORE_FIRST_ASKED_MS = 0;
/** Yet its views are those of a video this many hours old, so its first measurement is not zero. */
export const SANDBOX_VIEWS_HEAD_START_HOURS = 0.5;
/** Hours over which an ordinary video approaches its final views (views = peak * (1 - e^(-h / this))). */
const GROWTH_HOURS = 72;
/** The falling pattern peaks here and then loses views each hour, down to FALLING_FLOOR of its peak. */
const FALLING_FROM_HOURS = 12;
const FALLING_FLOOR = 0.3;
/**
 * The spike pattern's views are SPIKE_FACTOR times its trend from this hour on: late enough that a clip measured
 * at submission and every 6 hours has 4 measurements (3 intervals, the risk signal's minimum) before it.
 */
const SPIKE_AT_HOURS = 30;
const SPIKE_FACTOR = 20;
/** The tiny channel: a handful of subscribers and videos, created days before it was first asked about. */
const TINY_CHANNEL = { subscribers: 37, videos: 3, ageMs: 4 * DAY_MS };
/** A tiny channel's video starts with this many views: far more than such a channel plausibly reaches. */
const TINY_CHANNEL_VIDEO_VIEWS = 150_000;
const OLDEST_CHANNEL = Date.UTC(2012, 0, 1);
const CHANNEL_AGE_SPREAD_MS = 10 * 365 * DAY_MS;

/** FNV-1a over the text, as a fraction in [0, 1): the deterministic source of every sandbox figure. */
export function sandboxFraction(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 2 ** 32;
}

/** A whole number in [min, max], fixed by `text`. */
const between = (text: string, min: number, max: number) => min + Math.floor(sandboxFraction(text) * (max - min + 1));

/** The views of a sandbox video `hours` after publishing, by its behaviour (docs/trust.md#youtube). */
export function sandboxViews(videoId: string, hours: number): number {
  const peak = between(`${videoId}:peak`, 20_000, 400_000);
  const trend = (h: number) => Math.round(peak * (1 - Math.exp(-Math.max(0, h) / GROWTH_HOURS)));
  switch (sandboxVideoBehaviour(videoId)) {
    case 'falling':
      if (hours <= FALLING_FROM_HOURS) return trend(hours);
      return Math.round(trend(FALLING_FROM_HOURS) * Math.max(FALLING_FLOOR, 1 - (hours - FALLING_FROM_HOURS) / 24));
    case 'spike':
      return hours < SPIKE_AT_HOURS ? trend(hours) : trend(hours) * SPIKE_FACTOR;
    case 'tinyChannel':
      return TINY_CHANNEL_VIDEO_VIEWS + trend(hours);
    default:
      return trend(hours);
  }
}

function engagement(videoId: string, views: number): { likes: number | null; comments: number | null } {
  switch (sandboxVideoBehaviour(videoId)) {
    case 'hiddenCounts':
      return { likes: null, comments: null };
    case 'oddEngagement':
      return { likes: Math.round(views * 0.6), comments: Math.round(views * 0.2) };
    default: {
      // Real shorts: a few likes and a comment or two per hundred views.
      const likeShare = 0.02 + 0.04 * sandboxFraction(`${videoId}:likes`);
      const commentShare = 0.001 + 0.003 * sandboxFraction(`${videoId}:comments`);
      return { likes: Math.round(views * likeShare), comments: Math.round(views * commentShare) };
    }
  }
}

/** Publication dates reported earlier (by another process, or before a restart), by video id. */
export type RecallPublications = (videoIds: readonly string[]) => Promise<Map<string, Date>>;

/**
 * The offline stand-in for YouTube (docs/trust.md#youtube): deterministic statistics from the ids, no network,
 * no quota. Each video counts as published shortly before this instance first heard of it (unless `recall` knows
 * the date reported before), so a clip submitted after joining is accepted; its views then grow with the `now`
 * each call passes (an injected clock moves them).
 */
export function createYouTubeSandbox(settings: { dailyQuota: number }, recall?: RecallPublications): YouTube {
  const firstAsked = new Map<string, Date>();
  const published = new Map<string, Date>();
  const firstAskedAt = (key: string, now: Date) => {
    const known = firstAsked.get(key);
    if (known) return known;
    firstAsked.set(key, now);
    return now;
  };

  function video(id: string, now: Date): VideoStats | null {
    if (!VIDEO_ID.test(id) || sandboxVideoBehaviour(id) === 'private') return null;
    let publishedAt = published.get(id);
    if (!publishedAt) {
      publishedAt = new Date(now.getTime() - SANDBOX_PUBLISHED_BEFORE_FIRST_ASKED_MS);
      published.set(id, publishedAt);
    }
    const views = sandboxViews(id, (now.getTime() - publishedAt.getTime()) / HOUR_MS + SANDBOX_VIEWS_HEAD_START_HOURS);
    return {
      id,
      channelId: sandboxChannelOfVideo(id),
      title: `Sandbox video ${id}`,
      // So a campaign that requires #clipmandi or @clipmandi takes sandbox videos (docs/trust.md#required-tags).
      description: 'Cut for a ClipMandi campaign. #clipmandi #shorts @clipmandi',
      publishedAt,
      views,
      ...engagement(id, views),
      // Every other sandbox video is a Short of 20 to 59 seconds.
      durationSeconds: sandboxVideoBehaviour(id) === 'long' ? 245 : 20 + (id.charCodeAt(0) % 40),
    };
  }

  return {
    mode: 'sandbox',
    async videos(ids, now) {
      const unknown = [...new Set(ids)].filter((id) => VIDEO_ID.test(id) && !published.has(id));
      if (recall && unknown.length > 0) {
        for (const [id, at] of await recall(unknown)) if (!published.has(id)) published.set(id, at);
      }
      const found = new Map<string, VideoStats>();
      for (const id of new Set(ids)) {
        const stats = video(id, now);
        if (stats) found.set(id, stats);
      }
      return found;
    },
    async channel(id, now) {
      if (!SANDBOX_CHANNEL_ID_PATTERN.test(id)) return null;
      const common = { id, title: `Sandbox channel ${id}`, description: `ClipMandi sandbox channel ${id}` };
      if (id.endsWith(TINY_CHANNEL_SUFFIX)) {
        const publishedAt = new Date(firstAskedAt(`channel:${id}`, now).getTime() - TINY_CHANNEL.ageMs);
        return { ...common, subscriberCount: TINY_CHANNEL.subscribers, videoCount: TINY_CHANNEL.videos, publishedAt };
      }
      const channel: ChannelInfo = {
        ...common,
        subscriberCount: between(`${id}:subscribers`, 1_000, 200_000),
        videoCount: between(`${id}:videos`, 40, 600),
        publishedAt: new Date(OLDEST_CHANNEL + Math.floor(sandboxFraction(`${id}:born`) * CHANNEL_AGE_SPREAD_MS)),
      };
      return channel;
    },
    async quotaLeft() {
      return settings.dailyQuota;
    },
  };
}
