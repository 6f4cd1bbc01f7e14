import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { decodeCursor, encodeCursor } from './keyset-cursor';

/** Lists show 20 rows a page unless the caller asks for 1 to 100 (the public campaign list: 50). */
export const DEFAULT_PAGE_SIZE = 20;

/** Newest first (the default) or oldest first (a review queue, the participants in joining order). */
export type KeysetDirection = 'desc' | 'asc';

/**
 * Keyset pagination over (timestamp, id) in one direction, the order of a (…, timestamp, id) index:
 * each page starts strictly after the last row of the previous one, so every row is seen exactly once
 * and a page costs the same at row 100 as at row 100,000.
 */
export function keysetOrder(at: AnyColumn, id: AnyColumn, direction: KeysetDirection = 'desc'): SQL[] {
  return direction === 'desc' ? [sql`${at} desc`, sql`${id} desc`] : [sql`${at} asc`, sql`${id} asc`];
}

/** The timestamp as Postgres wrote it (microseconds), for the next cursor. */
export function cursorAt(at: AnyColumn) {
  return sql<string>`${at}::text`;
}

/** Rows after the cursor's row in keyset order; no condition on the first page. 400 for a bad cursor. */
export function afterCursor(
  at: AnyColumn,
  id: AnyColumn,
  cursor: string | undefined,
  direction: KeysetDirection = 'desc',
): SQL | undefined {
  if (cursor === undefined) return undefined;
  const after = decodeCursor(cursor);
  return direction === 'desc'
    ? sql`(${at}, ${id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : sql`(${at}, ${id}) > (${after.at}::timestamptz, ${after.id}::uuid)`;
}

/** Cuts the limit+1 rows a page query fetched down to the page and the cursor of the next one. */
export function toPage<R extends { id: string; cursorAt: string }>(rows: R[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null;
  return { page, nextCursor };
}
