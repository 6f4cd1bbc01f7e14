import { and, eq, sql } from 'drizzle-orm';
import type { Clip } from '../../../schemas/clip';
import type { UserDashboard } from '../../../schemas/dashboard';
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

/** The one-row query of clipFiguresOf, apart so a test can EXPLAIN it. */
export function clipFiguresQuery(db: Db | Tx, userId: string) {
  return db
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${clips.status} = 'pending'))::int`,
      approved: sql<number>`(count(*) filter (where ${clips.status} = 'approved'))::int`,
      rejected: sql<number>`(count(*) filter (where ${clips.status} = 'rejected'))::int`,
      earned: sql<string>`coalesce(sum(${clips.netPaid}) filter (where ${clips.status} = 'approved'), 0)::text`,
    })
    .from(clips)
    .where(eq(clips.userId, userId));
}

/**
 * How many clips the clipper has in each status and the net earned from the approved ones, in one pass
 * over their own clips (the (user_id, created_at, id) index), never over anyone else's.
 */
export async function clipFiguresOf(
  db: Db | Tx,
  userId: string,
): Promise<{ counts: UserDashboard['clipCounts']; totalEarned: number }> {
  const [row] = await clipFiguresQuery(db, userId);
  return {
    counts: {
      total: row?.total ?? 0,
      pending: row?.pending ?? 0,
      approved: row?.approved ?? 0,
      rejected: row?.rejected ?? 0,
    },
    totalEarned: Number(row?.earned ?? 0),
  };
}
