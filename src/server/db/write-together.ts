import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from './client';

/**
 * Independent writes (inserts, updates, deletes) sent as one statement, one round trip instead of one each.
 * They run on the same snapshot and none sees another's change, so they must not touch the same row; a
 * constraint any of them violates fails the whole statement, as it would fail the transaction.
 */
export async function writeTogether(tx: Tx, writes: SQLWrapper[]): Promise<void> {
  if (writes.length === 0) return;
  const parts = writes.map((write, i) => sql`${sql.raw(`w${i}`)} as (${write.getSQL()})`);
  await tx.execute(sql`with ${sql.join(parts, sql`, `)} select 1`);
}
