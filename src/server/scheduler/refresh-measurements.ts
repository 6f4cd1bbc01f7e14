import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { adjustHeldPayout } from '../clips/adjust-held-payout';
import { recordMeasurement } from '../clips/record-measurement';
import type { Tx } from '../db/client';
import { clips } from '../db/schema';
import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';
import { YouTubeUnavailable, type VideoStats, type YouTube } from '../youtube/youtube-api';
import type { SchedulerJob } from './scheduler';
import type { Platform } from '../../../schemas/platform';

/** videos.list takes at most 50 ids per call, one quota unit per call whatever the count. */
export const REFRESH_BATCH = 50;
/**
 * The share of the daily quota refreshes leave unspent: a clipper's submission measures its video at once and
 * is refused without it, so a backlog of refreshes must never take the last units of the day.
 */
export const SUBMISSION_QUOTA_SHARE = 0.1;

export type Due = Pick<
  typeof clips.$inferSelect,
  | 'id'
  | 'videoId'
  | 'mediaId'
  | 'status'
  | 'userId'
  | 'creatorId'
  | 'campaignId'
  | 'confirmedViews'
  | 'heldUntil'
  | 'releasedAt'
  | 'measureUntil'
>;

/** The calls this run may make: what is left today minus the submissions' reserve. */
async function callsAllowed(youtube: YouTube, dailyQuota: number, now: Date): Promise<number> {
  const reserve = Math.ceil(dailyQuota * SUBMISSION_QUOTA_SHARE);
  return Math.max(0, (await youtube.quotaLeft(now)) - reserve);
}

/** A rejected clip is never paid, so it stops being measured (its video may be submitted again on a new clip). */
export async function stopMeasuringRejected(deps: Deps): Promise<void> {
  await commitChange(deps, (tx) =>
    tx
      .update(clips)
      .set({ nextMeasureAt: null })
      .where(and(eq(clips.status, 'rejected'), isNotNull(clips.nextMeasureAt)))
      .returning({ id: clips.id }),
  );
}

/** Clips of the platform whose measurement is due, oldest due first, one batch. */
export async function dueClips(deps: Deps, platform: Platform, now: Date): Promise<Due[]> {
  return deps.db
    .select({
      id: clips.id,
      videoId: clips.videoId,
      mediaId: clips.mediaId,
      status: clips.status,
      userId: clips.userId,
      creatorId: clips.creatorId,
      campaignId: clips.campaignId,
      confirmedViews: clips.confirmedViews,
      heldUntil: clips.heldUntil,
      releasedAt: clips.releasedAt,
      measureUntil: clips.measureUntil,
    })
    .from(clips)
    .where(
      and(
        isNotNull(clips.nextMeasureAt),
        lte(clips.nextMeasureAt, now),
        inArray(clips.status, ['pending', 'approved']),
        eq(clips.platform, platform),
      ),
    )
    .orderBy(asc(clips.nextMeasureAt), asc(clips.id))
    .limit(REFRESH_BATCH);
}

/**
 * An approved clip whose held payout YouTube's new count may lower (adjustHeldPayout re-checks under its lock);
 * views null: YouTube no longer returns the video, which lowers it to nothing.
 */
const mayLowerHeldPayout = (clip: Due, views: number | null, now: Date) =>
  clip.status === 'approved' &&
  clip.heldUntil !== null &&
  clip.releasedAt === null &&
  now < clip.heldUntil &&
  (views ?? 0) < (clip.confirmedViews ?? 0);

/**
 * Records one batch's measurements in one transaction. Held payouts are lowered first, campaign by campaign:
 * adjustHeldPayout locks the campaign and then the clip, as approvals do, so taking those locks before any other
 * clip of the batch keeps a refresh and an approval from waiting on each other in a cycle.
 */
export async function recordBatch(
  tx: Tx,
  deps: Deps,
  batch: Due[],
  videos: Map<string, VideoStats>,
  now: Date,
): Promise<void> {
  // null: private or deleted, not a count of 0 (the clip's reason says which).
  const viewsOf = (clip: Due) => videos.get(clip.videoId)?.views ?? null;
  const lowering = batch
    .filter((clip) => mayLowerHeldPayout(clip, viewsOf(clip), now))
    .sort((a, b) => a.campaignId.localeCompare(b.campaignId) || a.id.localeCompare(b.id));
  for (const clip of lowering) {
    await adjustHeldPayout(tx, clip.id, viewsOf(clip), now);
  }
  for (const clip of batch) {
    const video = videos.get(clip.videoId) ?? null;
    await recordMeasurement(tx, clip.id, video, now, deps.config.measurement);
  }
}

/**
 * Re-measures the clips due (docs/trust.md#scheduler): oldest due first, 50 to a call, within what today's quota
 * leaves after the submissions' reserve. YouTube unavailable ends the run quietly: the clips stay due and the
 * next run takes them. Without YouTube (unmeasured), nothing.
 */
export const refreshMeasurements: SchedulerJob = {
  name: 'refresh-measurements',
  async run(deps, now) {
    const { youtube } = deps;
    if (!youtube) return;
    await stopMeasuringRejected(deps);
    let calls = await callsAllowed(youtube, deps.config.youtube.dailyQuota, now);
    while (calls > 0) {
      const batch = await dueClips(deps, 'youtube_shorts', now);
      if (batch.length === 0) return;
      let videos: Map<string, VideoStats>;
      try {
        videos = await youtube.videos([...new Set(batch.map((clip) => clip.videoId))], now);
      } catch (err) {
        if (err instanceof YouTubeUnavailable) return;
        throw err;
      }
      calls -= 1;
      await commitChange(deps, (tx) => recordBatch(tx, deps, batch, videos, now));
    }
  },
};
