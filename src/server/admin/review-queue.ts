import { and, eq, isNotNull } from 'drizzle-orm';
import type { Clip } from '../../../schemas/clip';
import { toClip, selectClipPage } from '../clips/clip-view';
import type { Db, Tx } from '../db/client';
import { clips } from '../db/schema';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetOrder, toPage } from '../paging/keyset-page';

type Page = { cursor?: string; limit?: number };

/** Pending clips the review-deadline rule listed for an admin (the partial clips_escalated_idx). */
const inReviewQueue = and(eq(clips.status, 'pending'), isNotNull(clips.escalatedAt));

/** The page query (limit+1 rows) in listing order, apart so a test can EXPLAIN it. */
export function adminReviewQueuePageQuery(db: Db | Tx, cursor: string | undefined, limit: number) {
  return selectClipPage(db, clips.escalatedAt)
    .where(and(inReviewQueue, afterCursor(clips.escalatedAt, clips.id, cursor, 'asc')))
    .orderBy(...keysetOrder(clips.escalatedAt, clips.id, 'asc'))
    .limit(limit + 1);
}

/** The admin's review queue: escalated pending clips, longest waiting first, a page at a time. */
export async function listAdminReviewQueue(
  db: Db | Tx,
  page: Page,
): Promise<{ clips: Clip[]; nextCursor: string | null }> {
  const limit = page.limit ?? DEFAULT_PAGE_SIZE;
  const { page: rows, nextCursor } = toPage(await adminReviewQueuePageQuery(db, page.cursor, limit), limit);
  return { clips: rows.map(toClip), nextCursor };
}
