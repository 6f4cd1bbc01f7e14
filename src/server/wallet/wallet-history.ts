import { desc, eq, sql } from 'drizzle-orm';
import { WALLET_HISTORY_LIMIT, type WalletTransaction } from '../../../schemas/wallet';
import type { Db, Tx } from '../db/client';
import { accounts, ledgerEntries, ledgerTransactions } from '../db/ledger-schema';
import { rowsOfAccount } from '../ledger/accounts';

/** The signed lines of one ledger account, newest first: what each movement did to that account. */
export async function accountHistory(db: Db | Tx, accountKey: string, limit = WALLET_HISTORY_LIMIT) {
  return db
    .select({
      id: ledgerTransactions.id,
      type: ledgerTransactions.type,
      description: ledgerTransactions.description,
      descriptionSaid: ledgerTransactions.descriptionSaid,
      createdAt: ledgerTransactions.createdAt,
      amount: sql<number>`sum(${ledgerEntries.amount})`.mapWith(Number),
    })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(rowsOfAccount(accountKey))
    .groupBy(ledgerTransactions.id)
    .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
    .limit(limit);
}

/** A wallet's history as the wire shows it. */
export async function walletHistory(db: Db | Tx, accountKey: string): Promise<WalletTransaction[]> {
  const rows = await accountHistory(db, accountKey);
  return rows.map((row) => ({
    _id: row.id,
    type: row.type,
    amount: row.amount,
    description: row.description,
    descriptionSaid: row.descriptionSaid,
    timestamp: row.createdAt.toISOString(),
  }));
}
