import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { clips } from '../db/schema';
import { conflict } from '../refusals';
import type { Platform } from '../../../schemas/platform';

/** A video on a platform: a reel's shortcode and a YouTube id can look alike, so the platform is part of its name. */
export type PlatformVideo = { platform: Platform; videoId: string };

/**
 * Reserves the video for a new clip (docs/trust.md#video-reservation), in the caller's transaction: a lock on the
 * video id makes two submissions of one video take turns (held until the transaction ends), then 409
 * duplicateVideo while a clip of it is approved, or pending with its review deadline still ahead. A pending clip
 * past its deadline no longer blocks: its video may be submitted again, and the unique index on approved clips
 * still pays the video at most once.
 */
export async function reserveVideo(tx: Tx, video: PlatformVideo, now: Date): Promise<void> {
  await lockVideo(tx, video);
  if (await videoHeldElsewhere(tx, video, now)) throw conflict('duplicateVideo');
}

/** The video id's lock, held until the transaction ends: its submissions and appeals' overturns take turns. */
export async function lockVideo(tx: Tx, { platform, videoId }: PlatformVideo): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`clip-video:${platform}:${videoId}`}))`);
}

/** Whether a clip of the video is approved, or pending with its review deadline still ahead. */
export async function videoHeldElsewhere(tx: Tx, { platform, videoId }: PlatformVideo, now: Date): Promise<boolean> {
  const [taken] = await tx
    .select({ id: clips.id })
    .from(clips)
    .where(
      and(
        eq(clips.videoId, videoId),
        eq(clips.platform, platform),
        or(eq(clips.status, 'approved'), and(eq(clips.status, 'pending'), gt(clips.reviewDeadline, now))),
      ),
    )
    .limit(1);
  return taken !== undefined;
}
