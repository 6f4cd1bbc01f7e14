import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { decodeCursor, encodeCursor } from '../campaigns/campaign-cursor';

/** Admin lists show 20 rows a page unless the caller asks for up to 100. */
export const DEFAULT_PAGE_SIZE = 20;

/**
 * Keyset pagination over (created_at desc, id desc), the order of the (…, created_at, id) indexes:
 * each page starts strictly after the last row of the previous one, so every row is seen exactly once
 * and a page costs the same at row 100 as at row 100,000.
 */
export function keysetOrder(createdAt: AnyColumn, id: AnyColumn): SQL[] {
  return [sql`${createdAt} desc`, sql`${id} desc`];
}

/** createdAt as Postgres wrote it (microseconds), for the next cursor. */
export function cursorAt(createdAt: AnyColumn) {
  return sql<string>`${createdAt}::text`;
}

/** Rows after the cursor's row in keyset order; no condition on the first page. */
export function afterCursor(createdAt: AnyColumn, id: AnyColumn, cursor: string | undefined): SQL | undefined {
  if (cursor === undefined) return undefined;
  const after = decodeCursor(cursor);
  return sql`(${createdAt}, ${id}) < (${after.at}::timestamptz, ${after.id}::uuid)`;
}

/** Cuts the limit+1 rows a page query fetched down to the page and the cursor of the next one. */
export function toPage<R extends { id: string; cursorAt: string }>(rows: R[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null;
  return { page, nextCursor };
}
