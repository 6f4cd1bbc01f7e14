import { and, eq } from 'drizzle-orm';
import type { Clip } from '../../../schemas/clip';
import type { Db, Tx } from '../db/client';
import { clips } from '../db/schema';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetOrder, toPage } from '../paging/keyset-page';
import { selectClipPage, toClip } from './clip-view';

type Page = { cursor?: string; limit?: number };

/** The page query (limit+1 rows) on the (user_id, created_at, id) index, apart so a test can EXPLAIN it. */
export function myClipsPageQuery(db: Db | Tx, userId: string, cursor: string | undefined, limit: number) {
  return selectClipPage(db)
    .where(and(eq(clips.userId, userId), afterCursor(clips.createdAt, clips.id, cursor)))
    .orderBy(...keysetOrder(clips.createdAt, clips.id))
    .limit(limit + 1);
}

/** The clipper's clips, newest first, a page at a time (clips of deleted campaigns stay: they are history). */
export async function listClipsOf(
  db: Db | Tx,
  userId: string,
  page: Page,
): Promise<{ clips: Clip[]; nextCursor: string | null }> {
  const limit = page.limit ?? DEFAULT_PAGE_SIZE;
  const { page: rows, nextCursor } = toPage(await myClipsPageQuery(db, userId, page.cursor, limit), limit);
  return { clips: rows.map(toClip), nextCursor };
}
