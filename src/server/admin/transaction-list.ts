import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AdminTransaction, AdminTransactionFilters } from '../../../schemas/admin';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import { ledgerTransactions } from '../db/ledger-schema';
import { afterCursor, cursorAt, DEFAULT_PAGE_SIZE, keysetOrder, toPage } from '../paging/keyset-page';

export type TransactionPageQuery = AdminTransactionFilters & { cursor?: string; limit?: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight starting `date` (YYYY-MM-DD) in the zone `tzOffset` minutes east of UTC, as an instant. */
function startOfDay(date: string, tzOffset: number): Date {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d) - tzOffset * 60_000);
}

/** The type and date filters; `to` includes its whole day. */
export function transactionConditions(filters: AdminTransactionFilters): (SQL | undefined)[] {
  const tz = filters.tzOffset ?? 0;
  return [
    filters.type ? eq(ledgerTransactions.type, filters.type) : undefined,
    filters.from ? gte(ledgerTransactions.createdAt, startOfDay(filters.from, tz)) : undefined,
    filters.to ? lt(ledgerTransactions.createdAt, new Date(startOfDay(filters.to, tz).getTime() + DAY_MS)) : undefined,
  ];
}

/** The page query itself (limit+1 rows), apart so the scale test can EXPLAIN exactly what runs. */
export function transactionPageQuery(db: Db | Tx, filters: TransactionPageQuery, limit: number) {
  return db
    .select({
      id: ledgerTransactions.id,
      type: ledgerTransactions.type,
      amount: ledgerTransactions.amount,
      description: ledgerTransactions.description,
      descriptionSaid: ledgerTransactions.descriptionSaid,
      campaignId: ledgerTransactions.campaignId,
      createdAt: ledgerTransactions.createdAt,
      cursorAt: cursorAt(ledgerTransactions.createdAt),
      userId: users.id,
      userName: users.name,
    })
    .from(ledgerTransactions)
    .leftJoin(users, eq(users.id, ledgerTransactions.userId))
    .where(
      and(
        ...transactionConditions(filters),
        afterCursor(ledgerTransactions.createdAt, ledgerTransactions.id, filters.cursor),
      ),
    )
    .orderBy(...keysetOrder(ledgerTransactions.createdAt, ledgerTransactions.id))
    .limit(limit + 1);
}

export type TransactionRow = Awaited<ReturnType<typeof transactionPageQuery>>[number];

/** One page of rows as the query read them (the CSV export needs more of each row than the wire). */
export async function transactionRows(tx: Db | Tx, filters: TransactionPageQuery) {
  const limit = filters.limit ?? DEFAULT_PAGE_SIZE;
  return toPage(await transactionPageQuery(tx, filters, limit), limit);
}

export const toAdminTransaction = (r: TransactionRow): AdminTransaction => ({
  _id: r.id,
  userId: r.userId ? { _id: r.userId, name: r.userName ?? '' } : null,
  type: r.type,
  amount: r.amount,
  description: r.description,
  descriptionSaid: r.descriptionSaid,
  timestamp: r.createdAt.toISOString(),
});

/**
 * One page of ledger transactions, newest first, each with the person it is about. The filters and the
 * keyset order ride the (type, created_at, id) or (created_at, id) index, whatever the table's size.
 */
export async function listTransactions(
  tx: Db | Tx,
  filters: TransactionPageQuery,
): Promise<{ transactions: AdminTransaction[]; nextCursor: string | null }> {
  const { page, nextCursor } = await transactionRows(tx, filters);
  return { transactions: page.map(toAdminTransaction), nextCursor };
}
