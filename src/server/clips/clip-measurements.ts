import { desc, eq } from 'drizzle-orm';
import { MEASUREMENT_HISTORY_LIMIT, type ClipMeasurement } from '../../../schemas/measurements';
import type { Db } from '../db/client';
import { campaigns, clips } from '../db/schema';
import { clipMeasurements } from '../db/trust-schema';
import type { SessionUser } from '../deps';
import { forbidden, notFound } from '../refusals';

/**
 * A clip's measurement history for its charts (docs/trust.md#measured-views): the latest
 * MEASUREMENT_HISTORY_LIMIT measurements, oldest first. Its clipper, its campaign's creator and admins may read it;
 * anyone else is refused (403), as reviewing someone else's clip is.
 */
export async function readClipMeasurements(db: Db, clipId: string, viewer: SessionUser): Promise<ClipMeasurement[]> {
  const [clip] = await db
    .select({ clipperId: clips.userId, creatorId: campaigns.creatorId })
    .from(clips)
    .innerJoin(campaigns, eq(campaigns.id, clips.campaignId))
    .where(eq(clips.id, clipId));
  if (!clip) throw notFound('clipNotFound');
  if (viewer.role !== 'admin' && viewer.id !== clip.clipperId && viewer.id !== clip.creatorId)
    throw forbidden('notYourMeasurements');

  // The latest ones, newest first by the index (clip_id, measured_at), then turned oldest first.
  const latest = await db
    .select({
      measuredAt: clipMeasurements.measuredAt,
      views: clipMeasurements.views,
      likes: clipMeasurements.likes,
      comments: clipMeasurements.comments,
    })
    .from(clipMeasurements)
    .where(eq(clipMeasurements.clipId, clipId))
    .orderBy(desc(clipMeasurements.measuredAt), desc(clipMeasurements.id))
    .limit(MEASUREMENT_HISTORY_LIMIT);
  return latest.reverse().map((row) => ({ ...row, measuredAt: row.measuredAt.toISOString() }));
}
