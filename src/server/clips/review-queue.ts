import { and, eq, sql } from 'drizzle-orm';
import type { Clip } from '../../../schemas/clip';
import { isLive } from '../campaigns/campaign-view';
import type { Db, Tx } from '../db/client';
import { clips } from '../db/schema';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetOrder, toPage } from '../paging/keyset-page';
import { selectClipPage, toClip } from './clip-view';

type Page = { cursor?: string; limit?: number };

const pendingOf = (creatorId: string) => and(eq(clips.creatorId, creatorId), eq(clips.status, 'pending'));

/**
 * The page query (limit+1 rows) on the partial (creator_id, created_at, id) index of pending clips, apart
 * so a test can EXPLAIN it. Deleting a campaign rejects its pending clips; isLive only guards the join.
 */
export function reviewQueuePageQuery(db: Db | Tx, creatorId: string, cursor: string | undefined, limit: number) {
  return selectClipPage(db)
    .where(and(pendingOf(creatorId), isLive, afterCursor(clips.createdAt, clips.id, cursor, 'asc')))
    .orderBy(...keysetOrder(clips.createdAt, clips.id, 'asc'))
    .limit(limit + 1);
}

/** The creator's review queue: clips waiting on their campaigns, oldest first, a page at a time. */
export async function listPendingClipsFor(
  db: Db | Tx,
  creatorId: string,
  page: Page,
): Promise<{ clips: Clip[]; nextCursor: string | null }> {
  const limit = page.limit ?? DEFAULT_PAGE_SIZE;
  const { page: rows, nextCursor } = toPage(await reviewQueuePageQuery(db, creatorId, page.cursor, limit), limit);
  return { clips: rows.map(toClip), nextCursor };
}

/** How many clips wait for the creator's review, counted on the same partial index (a test EXPLAINs it). */
export function pendingCountQuery(db: Db | Tx, creatorId: string) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(clips)
    .where(pendingOf(creatorId));
}
