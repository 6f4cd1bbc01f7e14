import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { CONNECTION_SLOTS, connectionSlot } from '../db/connection-slot';
import { accounts } from '../db/ledger-schema';

export type AccountKind = (typeof accounts.$inferSelect)['kind'];

/** The account names of docs/product.md#money-and-payouts. */
export const accountKeys = {
  wallet: (userId: string) => `wallet:${userId}`,
  /** A clipper's approved earnings still in their holdback (docs/trust.md#holdback): not withdrawable yet. */
  held: (userId: string) => `held:${userId}`,
  escrow: (campaignId: string) => `escrow:${campaignId}`,
  /**
   * The platform's fees, as postings name the account. Every approval credits it, so it is kept as FEE_SLOTS
   * rows (this key and `platform_fees:1` on): a credit goes to its connection's slot, a debit is split over them
   * (ledger/post.ts), and its balance is their sum (docs/architecture.md "Lock order").
   */
  platformFees: 'platform_fees',
  providerClearing: 'provider_clearing',
  payoutClearing: 'payout_clearing',
  withdrawalsInFlight: 'withdrawals_in_flight',
} as const;

/** How many rows hold the platform's fees (accountKeys.platformFees): one per connection slot. */
export const FEE_SLOTS = CONNECTION_SLOTS;

/** The fee account's slot `slot` (0 is the account's own key, so the fees before slots were kept stay in it). */
export const feeSlotKey = (slot: number) =>
  slot === 0 ? accountKeys.platformFees : `${accountKeys.platformFees}:${slot}`;

/**
 * How a posting names the fee slot of its own connection, which it credits (ledger/post.ts); not an account of
 * its own. The statement turns it into `feeSlotOfConnection`.
 */
export const FEE_CREDIT_SLOT = `${accountKeys.platformFees}:connection`;

/** The key of the fee slot of the statement's connection, as SQL (feeSlotKey of connectionSlot). */
export const feeSlotOfConnection = sql`(case when ${connectionSlot} = 0 then ${accountKeys.platformFees}
  else ${`${accountKeys.platformFees}:`} || ${connectionSlot} end)`;

type AccountSpec = { kind: AccountKind; userId?: string; campaignId?: string; allowNegative: boolean };

/** What an account key means; the outside world (provider, payout clearing) may go negative. */
export function describeAccount(key: string): AccountSpec {
  if (key.startsWith('wallet:')) return { kind: 'wallet', userId: key.slice(7), allowNegative: false };
  if (key.startsWith('held:')) return { kind: 'held', userId: key.slice(5), allowNegative: false };
  if (key.startsWith('escrow:')) return { kind: 'escrow', campaignId: key.slice(7), allowNegative: false };
  if (key.startsWith(`${accountKeys.platformFees}:`)) return { kind: 'platform_fees', allowNegative: false };
  switch (key) {
    case accountKeys.platformFees:
      return { kind: 'platform_fees', allowNegative: false };
    case accountKeys.withdrawalsInFlight:
      return { kind: 'withdrawals_in_flight', allowNegative: false };
    case accountKeys.providerClearing:
      return { kind: 'provider_clearing', allowNegative: true };
    case accountKeys.payoutClearing:
      return { kind: 'payout_clearing', allowNegative: true };
    default:
      throw new Error(`Unknown ledger account key: ${key}`);
  }
}

/** Creates the accounts not used before, in one statement (the caller then locks and reads them). */
export async function ensureAccounts(tx: Tx, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  // In key order, like every lock a posting takes (the rows it creates are locked until commit).
  const values = [...keys].sort().map((key) => {
    const spec = describeAccount(key);
    return {
      key,
      kind: spec.kind,
      userId: spec.userId,
      campaignId: spec.campaignId,
      allowNegative: spec.allowNegative,
    };
  });
  await tx.insert(accounts).values(values).onConflictDoNothing({ target: accounts.key });
}

/** The rows that hold an account's money: its own, or for the platform's fees all of the fee slots. */
export function rowsOfAccount(key: string): SQL {
  // The fee slots by their keys (the unique index): by kind, with no index on it, every account row was read (the
  // admin's stats took 23 ms at the bench's full seed, 100,000 campaigns' escrows among them).
  return key === accountKeys.platformFees ? sql`${accounts.key} in ${allFeeSlotKeys}` : sql`${accounts.key} = ${key}`;
}

/** Every fee slot's key. */
export const allFeeSlotKeys: readonly string[] = Array.from({ length: FEE_SLOTS }, (_, slot) => feeSlotKey(slot));

/** The query of balanceOf, apart so a read can take the balance as a column of its own statement. */
export function balanceQuery(db: Db | Tx, key: string) {
  return db
    .select({ balance: sql<number>`coalesce(sum(${accounts.balance}), 0)`.mapWith(Number) })
    .from(accounts)
    .where(rowsOfAccount(key));
}

/** The cached balance of an account in paise (0 for an account that has never moved). */
export async function balanceOf(db: Db | Tx, key: string): Promise<number> {
  const [row] = await balanceQuery(db, key);
  return row?.balance ?? 0;
}

/** Balances of many accounts at once, by key (missing keys read as 0). */
export async function balancesOf(db: Db | Tx, keys: string[]): Promise<Map<string, number>> {
  const result = new Map<string, number>(keys.map((k) => [k, 0]));
  if (keys.length === 0) return result;
  const rows = await db
    .select({ key: accounts.key, balance: accounts.balance })
    .from(accounts)
    .where(sql`${accounts.key} in ${keys}`);
  for (const row of rows) result.set(row.key, row.balance);
  return result;
}
