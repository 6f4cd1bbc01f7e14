import { and, eq } from 'drizzle-orm';
import type * as z from 'zod';
import type { adminWithdrawalsQuery } from '../../../schemas/admin';
import type { Withdrawal } from '../../../schemas/wallet';
import type { Db, Tx } from '../db/client';
import { withdrawals } from '../db/wallet-schema';
import { afterCursor, DEFAULT_PAGE_SIZE, keysetOrder, toPage } from '../paging/keyset-page';
import { selectWithdrawals, toWithdrawal } from './withdrawal-view';

/**
 * The admin's queue of clipper withdrawals, newest first, optionally one status, in keyset pages over
 * (created_at, id) so every request is seen exactly once while the queue moves.
 */
export async function listWithdrawals(
  db: Db | Tx,
  query: z.output<typeof adminWithdrawalsQuery>,
): Promise<{ withdrawals: Withdrawal[]; nextCursor: string | null }> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const rows = await selectWithdrawals(db)
    .where(
      and(
        query.status ? eq(withdrawals.status, query.status) : undefined,
        afterCursor(withdrawals.createdAt, withdrawals.id, query.cursor),
      ),
    )
    .orderBy(...keysetOrder(withdrawals.createdAt, withdrawals.id))
    .limit(limit + 1);
  const { page, nextCursor } = toPage(rows, limit);
  return { withdrawals: page.map(toWithdrawal), nextCursor };
}
