import { and, inArray, isNotNull, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clips } from '../db/schema';

/**
 * The publication dates the sandbox already reported for these videos, as stored on their clips at submission.
 * The sandbox keeps its dates in memory; this lets a restarted (or another) API process report the same ones,
 * so a restart does not make every demo clip's views start again from zero (and read as views falling).
 */
export function recallSandboxPublications(db: Db) {
  return async (videoIds: readonly string[]): Promise<Map<string, Date>> => {
    if (videoIds.length === 0) return new Map();
    const rows = await db
      .select({ videoId: clips.videoId, publishedAt: min(clips.videoPublishedAt) })
      .from(clips)
      .where(and(inArray(clips.videoId, [...videoIds]), isNotNull(clips.videoPublishedAt)))
      .groupBy(clips.videoId);
    return new Map(rows.flatMap((row) => (row.publishedAt ? [[row.videoId, new Date(row.publishedAt)] as const] : [])));
  };
}
