import { and, desc, eq, sql } from 'drizzle-orm';
import type * as z from 'zod';
import type { adminWithdrawalsQuery } from '../../../schemas/admin';
import type { Withdrawal } from '../../../schemas/wallet';
import { decodeCursor, encodeCursor } from '../campaigns/campaign-cursor';
import type { Db, Tx } from '../db/client';
import { withdrawals } from '../db/schema';
import { selectWithdrawals, toWithdrawal } from './withdrawal-view';

const DEFAULT_PAGE_SIZE = 20;

/**
 * The admin's queue of clipper withdrawals, newest first, optionally one status, in keyset pages over
 * (created_at, id) so every request is seen exactly once while the queue moves.
 */
export async function listWithdrawals(
  db: Db | Tx,
  query: z.output<typeof adminWithdrawalsQuery>,
): Promise<{ withdrawals: Withdrawal[]; nextCursor: string | null }> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const rows = await selectWithdrawals(db)
    .where(
      and(
        query.status ? eq(withdrawals.status, query.status) : undefined,
        after ? sql`(${withdrawals.createdAt}, ${withdrawals.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null;
  return { withdrawals: page.map(toWithdrawal), nextCursor };
}
