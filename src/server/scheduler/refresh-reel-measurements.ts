import { and, eq, inArray } from 'drizzle-orm';
import { campaigns, clips } from '../db/schema';
import { instagramAccounts } from '../db/instagram-schema';
import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';
import { hourOf, takeCall } from '../instagram/call-budget';
import { InstagramError } from '../instagram/instagram-client';
import { markTokenFailed, reelStats, type ReelAccount } from '../instagram/reel-lookup';
import type { VideoStats } from '../youtube/youtube-api';
import { dueClips, recordBatch, type Due } from './refresh-measurements';
import type { SchedulerJob } from './scheduler';

const HOUR_MS = 3_600_000;
/** Batches one run takes at most: each clip's measurement moves it forward, so a run always ends. */
const MAX_BATCHES = 20;

type Outcome =
  /** Measured (stats), or gone (null: deleted, or no longer the linked account's). */
  | { kind: 'measured'; stats: VideoStats | null }
  /** Not measured this time; asked again at `next`. */
  | { kind: 'later'; next: Date }
  /** Instagram cannot answer now: the run ends, the clips stay due. */
  | { kind: 'stop' };

/** The next ask, while it is before the clip's `measureUntil` (none after). */
const withinDays = (next: Date, clip: Due): Date | null =>
  clip.measureUntil === null || next < clip.measureUntil ? next : null;

/** The linked accounts of the batch's clippers, tokens opened, skipping those Instagram refused (they wait). */
async function accountsOf(deps: Deps, batch: Due[]): Promise<Map<string, ReelAccount>> {
  const { instagram } = deps;
  if (!instagram || batch.length === 0) return new Map();
  const rows = await deps.db
    .select()
    .from(instagramAccounts)
    .where(inArray(instagramAccounts.userId, [...new Set(batch.map((clip) => clip.userId))]));
  return new Map(
    rows
      .filter((row) => row.tokenFailedAt === null)
      .map((row) => [
        row.userId,
        {
          userId: row.userId,
          igUserId: row.igUserId,
          username: row.username,
          token: instagram.box.open(row.sealedToken),
        },
      ]),
  );
}

/** One reel's insights, within its account's hourly budget (docs/trust.md#reel-measurements). */
async function measureReel(deps: Deps, clip: Due, account: ReelAccount | undefined, now: Date): Promise<Outcome> {
  const instagram = deps.instagram;
  const later = (at: Date): Outcome => ({ kind: 'later', next: at });
  const nextRound = new Date(now.getTime() + deps.config.measurement.everyHours * HOUR_MS);
  // Unlinked, or waiting for a reconnect: asked again on the schedule, never measured as 0.
  if (!instagram || !account || !clip.mediaId) return later(nextRound);
  if (!(await takeCall(deps.db, clip.userId, instagram.callsPerHour, now))) {
    return later(new Date(hourOf(now).getTime() + HOUR_MS));
  }
  try {
    const insights = await instagram.client.insights(clip.mediaId, account.token);
    const [row] = await deps.db
      .select({ publishedAt: clips.videoPublishedAt, requiredTags: campaigns.requiredTags })
      .from(clips)
      .innerJoin(campaigns, eq(campaigns.id, clips.campaignId))
      .where(eq(clips.id, clip.id));
    // The caption is asked only where the campaign requires tags, as a second call within the same budget.
    let caption = '';
    if (row && row.requiredTags.length > 0) {
      if (!(await takeCall(deps.db, clip.userId, instagram.callsPerHour, now))) {
        return later(new Date(hourOf(now).getTime() + HOUR_MS));
      }
      caption = await instagram.client.caption(clip.mediaId, account.token);
    }
    const media = {
      id: clip.mediaId,
      shortcode: clip.videoId,
      mediaType: 'VIDEO',
      productType: 'REELS',
      publishedAt: row?.publishedAt ?? now,
      caption,
    };
    return { kind: 'measured', stats: reelStats({ account, media }, insights) };
  } catch (error) {
    if (!(error instanceof InstagramError)) throw error;
    switch (error.problem) {
      case 'gone':
        return { kind: 'measured', stats: null };
      case 'not_enough_viewers':
        return later(nextRound);
      case 'token':
        await markTokenFailed(deps.db, clip.userId, now);
        return later(nextRound);
      case 'refused':
        return later(nextRound);
      default:
        return { kind: 'stop' };
    }
  }
}

/**
 * Re-measures the reels due (docs/trust.md#reel-measurements), on the same schedule as Shorts: each reel's insights,
 * one call each within its account's hourly budget. Too few viewers (error 10) is "not measured yet", never 0; a
 * reel gone lowers a held payout to nothing as a private Short does; a refused token waits for the clipper to
 * reconnect, and tells them. Instagram failing ends the run: the reels stay due.
 */
export const refreshReelMeasurements: SchedulerJob = {
  name: 'refresh-reel-measurements',
  async run(deps, now) {
    if (!deps.instagram) return;
    for (let round = 0; round < MAX_BATCHES; round++) {
      const batch = await dueClips(deps, 'instagram_reels', now);
      if (batch.length === 0) return;
      const accounts = await accountsOf(deps, batch);
      const measured: Due[] = [];
      const videos = new Map<string, VideoStats>();
      const postponed: { id: string; next: Date | null }[] = [];
      let stop = false;
      for (const clip of batch) {
        const outcome = await measureReel(deps, clip, accounts.get(clip.userId), now);
        if (outcome.kind === 'stop') {
          stop = true;
          break;
        }
        // Past its measuring days (docs/trust.md#measured-views) a reel is asked no more, measured or not.
        if (outcome.kind === 'later') postponed.push({ id: clip.id, next: withinDays(outcome.next, clip) });
        else {
          measured.push(clip);
          if (outcome.stats) videos.set(clip.videoId, outcome.stats);
        }
      }
      await commitChange(deps, async (tx) => {
        await recordBatch(tx, deps, measured, videos, now);
        for (const { id, next } of postponed) {
          await tx
            .update(clips)
            .set({ nextMeasureAt: next })
            .where(and(eq(clips.id, id), eq(clips.platform, 'instagram_reels')));
        }
      });
      if (stop) return;
    }
  },
};
