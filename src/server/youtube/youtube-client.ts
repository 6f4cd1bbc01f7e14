import type * as z from 'zod';
import type { YouTubeSettings } from '../config';
import type { Db } from '../db/client';
import {
  channelListAnswer,
  durationSeconds,
  errorAnswer,
  videoItem,
  videoListAnswer,
  type ErrorAnswer,
} from './youtube-answers';
import { YouTubeUnavailable, type ChannelInfo, type VideoStats, type YouTube } from './youtube-api';
import { quotaDay, quotaLeft, spendAllQuota, takeQuotaUnit } from './youtube-quota';
import { logger } from '../ops/logger';

/** videos.list takes at most 50 ids per call. */
export const VIDEO_IDS_PER_CALL = 50;
/** Waits before the 2nd and 3rd try of a call YouTube failed transiently (rate limit, 5xx, network, time-out). */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [250, 1_000];

/** Google's reasons for "today's quota is gone": retrying before midnight Pacific only wastes calls. */
const QUOTA_REASONS = new Set(['quotaExceeded', 'dailyLimitExceeded']);
/** Google's reasons for "too many calls right now" (sent with 403 as well as 429): worth a retry. */
const RATE_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded']);

export type YouTubeClientOptions = {
  /** One wait per retry (so tries = length + 1); tests pass tiny ones. */
  retryDelaysMs?: readonly number[];
};

type Attempt = { ok: true; body: unknown } | { ok: false; problem: string };

const reasons = (error: ErrorAnswer | null) => (error ? error.errors.flatMap((e) => (e.reason ? [e.reason] : [])) : []);

function parseError(text: string): ErrorAnswer | null {
  try {
    const parsed = errorAnswer.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.error : null;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * YouTube Data API v3 (docs/trust.md#youtube) with an API key. Every call, retries included, takes a unit of
 * the daily budget first (the youtube_quota table, shared by every process), so the budget is never exceeded.
 * Transient failures are retried with growing waits, then reported as YouTubeUnavailable; a refusal that no
 * retry can fix (a wrong key, a malformed request) is a plain Error naming it, since it is a configuration fault.
 */
export function createYouTubeClient(
  settings: Pick<YouTubeSettings, 'apiUrl' | 'dailyQuota' | 'timeoutMs'> & { apiKey: string },
  db: Db,
  options: YouTubeClientOptions = {},
): YouTube {
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const base = settings.apiUrl.replace(/\/+$/, '');

  /** One request; a transient failure is returned, anything final is thrown. */
  async function attempt(resource: string, params: URLSearchParams, now: Date): Promise<Attempt> {
    let res: Response;
    try {
      res = await fetch(`${base}/${resource}?${params.toString()}&key=${encodeURIComponent(settings.apiKey)}`, {
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (err) {
      return { ok: false, problem: describeFailure(err) };
    }
    let text: string;
    try {
      // The time-out covers the body as well.
      text = await res.text();
    } catch (err) {
      return { ok: false, problem: describeFailure(err) };
    }
    if (res.ok) {
      try {
        return { ok: true, body: JSON.parse(text) };
      } catch {
        return { ok: false, problem: 'an answer that is not JSON' };
      }
    }
    const error = parseError(text);
    const why = reasons(error);
    const detail =
      `${res.status} ${why.join(',') || error?.status || ''}: ${error?.message ?? text.slice(0, 200)}`.trim();
    if (res.status === 403 && why.some((reason) => QUOTA_REASONS.has(reason))) {
      await spendAllQuota(db, settings.dailyQuota, now);
      throw new YouTubeUnavailable(`YouTube's daily quota is exceeded (${detail}); it resets at midnight Pacific time`);
    }
    if (
      res.status === 429 ||
      res.status >= 500 ||
      (res.status === 403 && why.some((reason) => RATE_REASONS.has(reason)))
    ) {
      return { ok: false, problem: detail };
    }
    const keyInvalid = why.includes('keyInvalid') || (error?.details ?? []).some((d) => d.reason === 'API_KEY_INVALID');
    if (keyInvalid) throw new Error(`YouTube refused the API key: check YOUTUBE_API_KEY (${detail})`);
    throw new Error(`YouTube refused GET ${resource} (${detail})`);
  }

  function describeFailure(err: unknown): string {
    if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError'))
      return `no answer within ${settings.timeoutMs} ms`;
    return `network failure: ${err instanceof Error ? err.message : String(err)}`;
  }

  /** A GET with quota and retries, its answer parsed with `shape`. */
  async function get<T extends z.ZodType>(
    resource: string,
    params: URLSearchParams,
    shape: T,
    now: Date,
  ): Promise<z.output<T>> {
    let problem = '';
    for (let tryIndex = 0; tryIndex <= retryDelays.length; tryIndex++) {
      if (tryIndex > 0) await sleep(retryDelays[tryIndex - 1] ?? 0);
      if (!(await takeQuotaUnit(db, settings.dailyQuota, now))) {
        throw new YouTubeUnavailable(
          `The YouTube quota of ${settings.dailyQuota} units for ${quotaDay(now)} (Pacific time) is spent`,
        );
      }
      const result = await attempt(resource, params, now);
      if (!result.ok) {
        problem = result.problem;
        continue;
      }
      const parsed = shape.safeParse(result.body);
      if (!parsed.success) {
        logger.error({ resource, issues: parsed.error.issues.slice(0, 3) }, 'YouTube answered in an unexpected shape');
        throw new YouTubeUnavailable(`YouTube GET ${resource} answered in an unexpected shape`);
      }
      return parsed.data;
    }
    throw new YouTubeUnavailable(`YouTube GET ${resource} failed ${retryDelays.length + 1} times; last: ${problem}`);
  }

  return {
    mode: 'api',
    async videos(ids, now) {
      const unique = [...new Set(ids)];
      const found = new Map<string, VideoStats>();
      for (let start = 0; start < unique.length; start += VIDEO_IDS_PER_CALL) {
        const batch = unique.slice(start, start + VIDEO_IDS_PER_CALL);
        const params = new URLSearchParams({ part: 'snippet,statistics,contentDetails', id: batch.join(',') });
        const answer = await get('videos', params, videoListAnswer, now);
        for (const raw of answer.items) {
          const parsed = videoItem.safeParse(raw);
          if (!parsed.success) {
            // Left out, so read as unmeasurable now, like a private video; the rest of the batch still counts.
            logger.warn({ issues: parsed.error.issues.slice(0, 3) }, 'YouTube answered a video in an unexpected shape');
            continue;
          }
          const item = parsed.data;
          found.set(item.id, {
            id: item.id,
            channelId: item.snippet.channelId,
            title: item.snippet.title,
            description: item.snippet.description,
            publishedAt: new Date(item.snippet.publishedAt),
            views: item.statistics.viewCount,
            likes: item.statistics.likeCount ?? null,
            comments: item.statistics.commentCount ?? null,
            durationSeconds: item.contentDetails?.duration ? durationSeconds(item.contentDetails.duration) : null,
          });
        }
      }
      return found;
    },
    async channel(id, now) {
      const params = new URLSearchParams({ part: 'snippet,statistics', id });
      const answer = await get('channels', params, channelListAnswer, now);
      const item = answer.items.find((candidate) => candidate.id === id);
      if (!item) return null;
      const channel: ChannelInfo = {
        id: item.id,
        title: item.snippet.title,
        description: item.snippet.description,
        subscriberCount: item.statistics.hiddenSubscriberCount ? null : (item.statistics.subscriberCount ?? null),
        videoCount: item.statistics.videoCount,
        publishedAt: new Date(item.snippet.publishedAt),
      };
      return channel;
    },
    quotaLeft(now) {
      return quotaLeft(db, settings.dailyQuota, now);
    },
  };
}
