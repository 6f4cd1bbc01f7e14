import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { accounts, ledgerEntries, ledgerTransactions, type transactionTypes } from '../db/schema';
import { unprocessable } from '../http/errors';
import { alsoChanged } from '../feed/commit-change';
import { changeTags } from '../feed/change-tags';
import { describeAccount, ensureAccounts } from './accounts';
import { addToPlatformTotals, postingTotals } from './platform-totals';

export type TransactionType = (typeof transactionTypes)[number];

export type Posting = {
  type: TransactionType;
  /** The person the movement is about. */
  userId?: string | null;
  campaignId?: string | null;
  clipId?: string | null;
  /** Headline amount in paise, shown in lists. */
  amount: number;
  description: string;
  /** Same key twice: the second posting is skipped and returns null. */
  idempotencyKey?: string;
  /** Signed paise by account key; must sum to zero. */
  entries: { account: string; amount: number }[];
  /** The 422 message when an account would go below zero. */
  insufficientMessage?: string;
};

/**
 * The only writer of money. Posts one balanced transaction inside the caller's DB transaction:
 * locks the accounts it touches (in a fixed order, so concurrent postings cannot deadlock), refuses
 * to take any non-negative account below zero, appends the entries, moves the cached balances and adds
 * to the platform's running totals (money in, payouts out, fees), overall and for the day. Returns the transaction id, or null
 * when `idempotencyKey` was already posted.
 */
export async function postTransaction(tx: Tx, posting: Posting): Promise<string | null> {
  const entries = posting.entries.filter((e) => e.amount !== 0);
  if (entries.length < 2) throw new Error('A ledger transaction needs at least two non-zero entries');
  if (!entries.every((e) => Number.isSafeInteger(e.amount))) throw new Error('Ledger amounts must be integer paise');
  if (entries.reduce((sum, e) => sum + e.amount, 0) !== 0) throw new Error('Ledger entries must sum to zero');
  if (!Number.isSafeInteger(posting.amount) || posting.amount < 0) throw new Error('Headline amount must be paise >= 0');

  const [created] = await tx
    .insert(ledgerTransactions)
    .values({
      type: posting.type,
      userId: posting.userId ?? null,
      campaignId: posting.campaignId ?? null,
      clipId: posting.clipId ?? null,
      amount: posting.amount,
      description: posting.description,
      idempotencyKey: posting.idempotencyKey ?? null,
    })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id, createdAt: ledgerTransactions.createdAt });
  if (!created) return null;

  const keys = [...new Set(entries.map((e) => e.account))].sort();
  // Lock what exists first (one statement); only an account never used before is created, then locked too.
  let locked = await lockAccounts(tx, keys);
  if (locked.length < keys.length) {
    await ensureAccounts(tx, keys);
    locked = await lockAccounts(tx, keys);
  }
  const byKey = new Map(locked.map((a) => [a.key, a]));

  const change = new Map<string, number>();
  for (const e of entries) change.set(e.account, (change.get(e.account) ?? 0) + e.amount);
  const moves: SQL[] = [];
  for (const [key, delta] of change) {
    const account = byKey.get(key);
    if (!account) throw new Error(`Account ${key} missing after ensureAccounts`);
    if (!account.allowNegative && account.balance + delta < 0) {
      throw unprocessable(posting.insufficientMessage ?? 'Insufficient balance');
    }
    moves.push(sql`(${account.id}::uuid, ${delta}::bigint)`);
  }

  // The entries and every balance in one statement (the rows are locked above).
  const rows = entries.map((e) => sql`(${created.id}::uuid, ${byKey.get(e.account)!.id}::uuid, ${e.amount}::bigint)`);
  await tx.execute(sql`with appended as (
      insert into ${ledgerEntries} (transaction_id, account_id, amount) values ${sql.join(rows, sql`, `)})
    update ${accounts} set balance = ${accounts.balance} + d.delta
    from (values ${sql.join(moves, sql`, `)}) as d(id, delta) where ${accounts.id} = d.id`);
  const totals = postingTotals({ type: posting.type, entries });
  await addToPlatformTotals(tx, totals, created.createdAt);
  // Pending estimates are read from the escrow's balance (src/server/clips/pending-estimates.ts).
  for (const key of keys) {
    const { kind, campaignId } = describeAccount(key);
    if (kind === 'escrow' && campaignId) alsoChanged([changeTags.escrow(campaignId)]);
  }
  return created.id;
}

/** The accounts of `keys` that exist, locked in key order (so concurrent postings cannot deadlock). */
function lockAccounts(tx: Tx, keys: string[]) {
  return tx
    .select({ id: accounts.id, key: accounts.key, balance: accounts.balance, allowNegative: accounts.allowNegative })
    .from(accounts)
    .where(inArray(accounts.key, keys))
    .orderBy(asc(accounts.key))
    .for('update');
}
