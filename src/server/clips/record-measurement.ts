import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Tx } from '../db/client';
import { campaigns, clips } from '../db/schema';
import { clipMeasurements, clipperChannels } from '../db/trust-schema';
import type { VideoStats } from '../youtube/youtube-api';
import { missingTags } from './required-tags';
import { assessRisk, type RiskInput } from './risk-signals';

type ClipRow = typeof clips.$inferSelect;

/** What the caller needs after a measurement: this measurement's views (null = private or deleted now) and the clip as updated. */
export type RecordedMeasurement = { views: number | null; clip: ClipRow };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/**
 * The engagement signal compares against a median: a couple of hundred of the campaign's most recently measured
 * clips give a stable one, and bound the work a refresh of a huge campaign does per clip.
 */
export const PEER_CLIPS = 200;

/**
 * Records one measurement of a clip's video (docs/trust.md#measured-views), in the caller's transaction: the
 * history row, the clip's latest counts (a missing video keeps the last known ones and is marked unavailable),
 * when it is measured next (every `everyHours` until submission + `forDays`), and its risk score and flags
 * recomputed from the whole history. `video` null: YouTube no longer shows it (private or deleted).
 */
export async function recordMeasurement(
  tx: Tx,
  clipId: string,
  video: VideoStats | null,
  now: Date,
  config: Config['measurement'],
): Promise<RecordedMeasurement> {
  const [clip] = await tx.select().from(clips).where(eq(clips.id, clipId)).for('update');
  if (!clip) throw new Error(`recordMeasurement: no clip ${clipId}`);

  const views = video?.views ?? null;
  await tx.insert(clipMeasurements).values({
    clipId,
    measuredAt: now,
    views,
    likes: video ? video.likes : null,
    comments: video ? video.comments : null,
    shares: video?.shares ?? null,
    saves: video?.saves ?? null,
  });

  const measureUntil = clip.measureUntil ?? new Date(clip.createdAt.getTime() + config.forDays * DAY_MS);
  const next = new Date(now.getTime() + config.everyHours * HOUR_MS);
  // A rejected clip is never paid, so measuring it further spends quota for nothing.
  const nextMeasureAt = clip.status !== 'rejected' && next < measureUntil ? next : null;
  const risk = assessRisk({
    claimedViews: clip.claimedViews,
    measurements: await history(tx, clipId),
    peers: await peers(tx, clip),
    // A reel's account is not a YouTube channel: the channel signal is for Shorts.
    channel: clip.platform === 'youtube_shorts' ? await channelOf(tx, clip.userId) : null,
    missingTags: video
      ? missingTags(await requiredTagsOf(tx, clip.campaignId), `${video.title}\n${video.description}`)
      : [],
  });

  const [updated] = await tx
    .update(clips)
    .set({
      // measuredAt stays the time of measuredViews: a missing video keeps its last known counts and their time.
      ...(video && {
        measuredViews: video.views,
        measuredLikes: video.likes,
        measuredComments: video.comments,
        measuredShares: video.shares ?? null,
        measuredSaves: video.saves ?? null,
        measuredAt: now,
      }),
      videoAvailable: video !== null,
      measureUntil,
      nextMeasureAt,
      riskScore: risk.riskScore,
      riskFlags: risk.flags,
    })
    .where(eq(clips.id, clipId))
    .returning();
  if (!updated) throw new Error(`recordMeasurement: clip ${clipId} vanished`);
  return { views, clip: updated };
}

async function requiredTagsOf(tx: Tx, campaignId: string): Promise<string[]> {
  const [row] = await tx.select({ tags: campaigns.requiredTags }).from(campaigns).where(eq(campaigns.id, campaignId));
  return row?.tags ?? [];
}

/** Every measurement of the clip, oldest first (the one just inserted included). */
async function history(tx: Tx, clipId: string): Promise<RiskInput['measurements']> {
  const rows = await tx
    .select({
      at: clipMeasurements.measuredAt,
      views: clipMeasurements.views,
      likes: clipMeasurements.likes,
      comments: clipMeasurements.comments,
      shares: clipMeasurements.shares,
      saves: clipMeasurements.saves,
    })
    .from(clipMeasurements)
    .where(eq(clipMeasurements.clipId, clipId))
    .orderBy(asc(clipMeasurements.measuredAt), asc(clipMeasurements.id));
  return rows;
}

/**
 * Likes and comments per view of the campaign's other measured clips, at their latest measurement. Rejected clips
 * are left out: a creator turned them down, often as fake, and they should not set what "usual" looks like.
 */
async function peers(tx: Tx, clip: ClipRow): Promise<RiskInput['peers']> {
  const rows = await tx
    .select({
      views: clips.measuredViews,
      likes: clips.measuredLikes,
      comments: clips.measuredComments,
      shares: clips.measuredShares,
      saves: clips.measuredSaves,
    })
    .from(clips)
    .where(
      and(
        eq(clips.campaignId, clip.campaignId),
        // Reels and Shorts are liked and shared at different rates: a clip is compared with its own platform's.
        eq(clips.platform, clip.platform),
        ne(clips.id, clip.id),
        ne(clips.status, 'rejected'),
        gt(clips.measuredViews, 0),
      ),
    )
    .orderBy(sql`${clips.measuredAt} desc nulls last`)
    .limit(PEER_CLIPS);
  const perView = (pick: (row: (typeof rows)[number]) => number | null) =>
    rows.flatMap((row) => {
      const value = pick(row);
      return row.views && value !== null ? [value / row.views] : [];
    });
  return {
    likesPerView: perView((row) => row.likes),
    commentsPerView: perView((row) => row.comments),
    sharesPerView: perView((row) => row.shares),
    savesPerView: perView((row) => row.saves),
  };
}

/** The clipper's verified channel as fetched at linking; null before they linked one (unmeasured products). */
async function channelOf(tx: Tx, userId: string): Promise<RiskInput['channel']> {
  const [row] = await tx
    .select({
      channelId: clipperChannels.channelId,
      subscriberCount: clipperChannels.subscriberCount,
      videoCount: clipperChannels.videoCount,
      publishedAt: clipperChannels.channelPublishedAt,
    })
    .from(clipperChannels)
    .where(eq(clipperChannels.userId, userId));
  if (!row?.channelId || !row.publishedAt) return null;
  return { subscriberCount: row.subscriberCount, videoCount: row.videoCount ?? 0, publishedAt: row.publishedAt };
}
