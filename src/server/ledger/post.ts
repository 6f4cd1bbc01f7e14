import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { accounts, ledgerEntries, ledgerTransactions, type transactionTypes } from '../db/ledger-schema';
import { unprocessable, type Said } from '../refusals';
import { inEnglish, type Words } from '../i18n/catalogue';
import { accountKeys, ensureAccounts, allFeeSlotKeys, FEE_CREDIT_SLOT, feeSlotOfConnection } from './accounts';
import { isCheckViolation } from '../db/constraint-violation';
import { queryRows } from '../db/rows';
import { platformTotalsCtes, postingTotals, type PlatformTotalsChange } from './platform-totals';

export type TransactionType = (typeof transactionTypes)[number];

export type Posting = {
  type: TransactionType;
  /** The person the movement is about. */
  userId?: string | null;
  campaignId?: string | null;
  clipId?: string | null;
  /** Headline amount in paise, shown in lists. */
  amount: number;
  /** Kept as its key and values and in English (docs/languages.md "Stored texts"). */
  description: Words;
  /** Same key twice: the second posting is skipped and returns null. */
  idempotencyKey?: string;
  /** Signed paise by account key; must sum to zero. */
  entries: { account: string; amount: number }[];
  /** The 422 message when an account would go below zero. */
  insufficientMessage?: Said;
};

/**
 * The only writer of money. Posts one balanced transaction inside the caller's DB transaction, in one
 * statement (two more, once, for an account never used before): records the transaction (nothing more when
 * `idempotencyKey` was already posted), moves the cached balance of every account it touches, appends the
 * entries, and adds to the platform's running totals (money in, payouts out, fees), overall and for the day. A
 * non-negative account taken below zero refuses with a 422 (the accounts table's check), which rolls the
 * caller's transaction back. Returns the transaction id, or null when `idempotencyKey` was already posted.
 */
export async function postTransaction(tx: Tx, posting: Posting): Promise<string | null> {
  const entries = posting.entries.filter((e) => e.amount !== 0);
  if (entries.length < 2) throw new Error('A ledger transaction needs at least two non-zero entries');
  if (!entries.every((e) => Number.isSafeInteger(e.amount))) throw new Error('Ledger amounts must be integer paise');
  if (entries.reduce((sum, e) => sum + e.amount, 0) !== 0) throw new Error('Ledger entries must sum to zero');
  if (!Number.isSafeInteger(posting.amount) || posting.amount < 0)
    throw new Error('Headline amount must be paise >= 0');

  const totals = postingTotals({ type: posting.type, entries });
  const change = new Map<string, number>();
  for (const e of entries) change.set(e.account, (change.get(e.account) ?? 0) + e.amount);
  const fees = change.get(accountKeys.platformFees);
  if (fees !== undefined) {
    change.delete(accountKeys.platformFees);
    const slots =
      fees > 0 ? new Map([[FEE_CREDIT_SLOT, fees]]) : await splitFeeDebit(tx, -fees, [...change.keys()], posting);
    for (const [key, amount] of slots) change.set(key, amount);
  }
  const keys = [...change.keys()].sort();
  // The entries as recorded: the fee account's lines are its slots' (one line per slot).
  const recorded =
    fees === undefined
      ? entries
      : [...change].map(([account, amount]) => ({ account, amount })).filter((e) => e.amount !== 0);
  const statement = postingStatement(posting, recorded, totals, change, keys);
  let row: { id: string | null; existing: number } | undefined;
  try {
    [row] = await queryRows<{ id: string | null; existing: number }>(tx, statement);
    if (row && row.existing < keys.length) {
      // An account never used before: the statement changed nothing; create it and post again (with a fee
      // credit, every fee slot: which one is the connection's only the database knows).
      await ensureAccounts(
        tx,
        keys.flatMap((key) => (key === FEE_CREDIT_SLOT ? allFeeSlotKeys : [key])),
      );
      [row] = await queryRows<{ id: string | null; existing: number }>(tx, statement);
    }
  } catch (err) {
    // The table's check refuses a non-negative account below zero.
    if (isCheckViolation(err, 'accounts_balance_non_negative'))
      throw unprocessable(posting.insufficientMessage ?? 'insufficientBalance');
    throw err;
  }
  if (!row || row.existing < keys.length) throw new Error(`Accounts ${keys.join(', ')} missing after ensureAccounts`);
  if (!row.id) return null;
  return row.id;
}

/**
 * The posting as one statement. Its accounts are locked in key order (so concurrent postings cannot deadlock),
 * only when all of them exist (`existing` says how many do); and when `idempotencyKey` is new the transaction
 * recorded, the balances moved, the entries appended and the totals added (the slot last: the count(*) reads
 * every moved row first, see platformTotalsCtes). Otherwise it changes nothing.
 */
function postingStatement(
  posting: Posting,
  entries: Posting['entries'],
  change: PlatformTotalsChange,
  moves: Map<string, number>,
  keys: string[],
): SQL {
  // The connection's own fee slot is known only to the database (db/connection-slot.ts).
  const keyOf = (key: string) => (key === FEE_CREDIT_SLOT ? feeSlotOfConnection : sql`${key}`);
  const appended = entries.map((e) => sql`(${keyOf(e.account)}, ${e.amount}::bigint)`);
  const totals = platformTotalsCtes(change, {
    day: sql`((select created_at from posted) at time zone 'UTC')::date`,
    when: sql`(select count(*) from moved) > 0`,
  });
  const ofPosting = sql`${accounts.key} in (${sql.join(keys.map(keyOf), sql`, `)})`;
  // Nothing is locked unless every account exists: locking those that do and then creating one that sorts
  // before them would take the locks out of key order.
  return sql`with existing as (select count(*) as n from ${accounts} where ${ofPosting}),
    locked as (
      select ${accounts.id} as id, ${accounts.key} as key from ${accounts}
      where ${ofPosting} and (select n from existing) = ${keys.length} order by ${accounts.key} for update
    ),
    posted as (
      insert into ${ledgerTransactions} (type, user_id, campaign_id, clip_id, amount, description, description_said, idempotency_key)
      select ${posting.type}, ${posting.userId ?? null}::uuid, ${posting.campaignId ?? null}::uuid, ${posting.clipId ?? null}::uuid,
        ${posting.amount}::bigint, ${inEnglish(posting.description)}, ${JSON.stringify(posting.description)}::jsonb,
        ${posting.idempotencyKey ?? null}
      where (select count(*) from locked) = ${keys.length}
      on conflict (idempotency_key) do nothing
      returning id, created_at
    ),
    moved as (
      update ${accounts} set balance = ${accounts.balance} + m.delta
      from locked join (values ${sql.join(
        keys.map((key) => sql`(${keyOf(key)}, ${moves.get(key)}::bigint)`),
        sql`, `,
      )}) as m(key, delta) on m.key = locked.key
      where ${accounts.id} = locked.id and exists (select 1 from posted)
      returning ${accounts.id} as id, ${accounts.key} as key
    ),
    appended as (
      insert into ${ledgerEntries} (transaction_id, account_id, amount)
      select posted.id, moved.id, e.amount from posted, (values ${sql.join(appended, sql`, `)}) as e(key, amount)
        join moved on moved.key = e.key
    )${totals ? sql`, ${totals}` : sql``}
    select (select id from posted) as id, (select n from existing)::int as existing`;
}

/**
 * A debit of the platform's fees split over its slots, largest balance first (a rare write: the admin's
 * withdrawal, a payout adjustment). Every slot is locked with the
 * posting's other accounts, in key order like every posting's locks (no deadlock with an approval crediting a
 * slot); the posting's statement then finds them locked already. 422 when the slots hold less than `amount`.
 */
async function splitFeeDebit(
  tx: Tx,
  amount: number,
  otherKeys: string[],
  posting: Posting,
): Promise<Map<string, number>> {
  // Created first, so that none is created after the locks below (out of key order).
  await ensureAccounts(tx, otherKeys);
  const rows = await tx
    .select({ key: accounts.key, kind: accounts.kind, balance: accounts.balance })
    .from(accounts)
    .where(inArray(accounts.key, [...allFeeSlotKeys, ...otherKeys]))
    .orderBy(asc(accounts.key))
    .for('update');
  const slots = rows.filter((row) => row.kind === 'platform_fees').sort((a, b) => b.balance - a.balance);
  const split = new Map<string, number>();
  let left = amount;
  for (const slot of slots) {
    if (left === 0) break;
    const take = Math.min(left, slot.balance);
    if (take > 0) split.set(slot.key, -take);
    left -= take;
  }
  if (left > 0) throw unprocessable(posting.insufficientMessage ?? 'insufficientBalance');
  return split;
}
