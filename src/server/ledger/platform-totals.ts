import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { connectionSlot } from '../db/connection-slot';
import { queryRows } from '../db/rows';
import { platformDays, platformTotals, TOTALS_SLOTS } from '../db/platform-totals-schema';
import { accountKeys, describeAccount } from './accounts';
import { rebuildPlatformDays } from './platform-days';
import type { Posting } from './post';

export type PlatformTotals = Omit<typeof platformTotals.$inferSelect, 'id'>;
export type PlatformTotalsChange = Partial<PlatformTotals>;

const ZERO: PlatformTotals = {
  moneyIn: 0,
  payoutsOut: 0,
  feesEarned: 0,
  feesWithdrawn: 0,
  creatorsCount: 0,
  clippersCount: 0,
  campaignsCount: 0,
};

/**
 * The row of the transaction's connection (platform-totals-schema.ts, db/connection-slot.ts): the same for every
 * write of one transaction, its own for each of the pool's connections.
 */
export const totalsSlot = sql`(${connectionSlot} % ${TOTALS_SLOTS} + 1)`;

/**
 * The writes that add `change` to the running totals, as CTEs of a bigger statement (named totals_slot and
 * totals_day): the transaction's slot, and with `day` (an SQL date) the money figures to that day's row too.
 * `when` guards the slot's update (an idempotent posting that was skipped adds nothing). The caller makes the
 * slot the last row its transaction locks but the day row: a posting's statement reads its accounts before
 * `when` lets the slot update (no lock-order deadlock between two transactions sharing a slot). Null: nothing
 * to add.
 */
export function platformTotalsCtes(change: PlatformTotalsChange, options: { day?: SQL; when?: SQL } = {}): SQL | null {
  const set: SQL[] = [];
  for (const key of Object.keys(ZERO) as (keyof PlatformTotals)[]) {
    const delta = change[key] ?? 0;
    const column = sql.identifier(platformTotals[key].name);
    if (delta !== 0) set.push(sql`${column} = ${column} + ${delta}::bigint`);
  }
  if (set.length === 0) return null;
  const update = sql`totals_slot as (update ${platformTotals} set ${sql.join(set, sql`, `)}
    where ${platformTotals.id} = ${totalsSlot}${options.when ? sql` and ${options.when}` : sql``} returning ${platformTotals.id} as id)`;
  const moneyIn = change.moneyIn ?? 0;
  const payoutsOut = change.payoutsOut ?? 0;
  const feesEarned = change.feesEarned ?? 0;
  if (!options.day || (moneyIn === 0 && payoutsOut === 0 && feesEarned === 0)) return update;
  return sql`${update}, totals_day as (insert into ${platformDays} (day, slot, money_in, payouts_out, fees_earned)
    select ${options.day}, totals_slot.id, ${moneyIn}::bigint, ${payoutsOut}::bigint, ${feesEarned}::bigint from totals_slot
    on conflict (day, slot) do update set money_in = ${platformDays}.money_in + excluded.money_in,
      payouts_out = ${platformDays}.payouts_out + excluded.payouts_out,
      fees_earned = ${platformDays}.fees_earned + excluded.fees_earned)`;
}

/** Adds to the running counts in the caller's DB transaction (money figures come with a posting: post.ts). */
export async function addToPlatformTotals(tx: Tx, change: PlatformTotalsChange): Promise<void> {
  const ctes = platformTotalsCtes(change);
  if (ctes) await tx.execute(sql`with ${ctes} select 1`);
}

/**
 * What one posting adds to the money figures: money in is what top-ups credit to wallets; payouts out the
 * net that payouts credit to clippers at approval (to the wallet, or to the held account during a holdback:
 * releasing it later moves it between the clipper's own accounts and adds nothing), less what a payout
 * adjustment takes back from the held account; fees earned the platform fee account's credits less what an
 * adjustment returns to a campaign, fees withdrawn its other debits (so what the platform earned survives a
 * withdrawal, and earned - withdrawn is always the fee account's balance).
 */
export function postingTotals(posting: Pick<Posting, 'type' | 'entries'>): PlatformTotalsChange {
  const change = { ...ZERO };
  for (const { account, amount } of posting.entries) {
    const kind = account === accountKeys.platformFees ? 'platform_fees' : describeAccount(account).kind;
    if (kind === 'platform_fees') {
      if (amount > 0 || posting.type === 'payout_adjustment') change.feesEarned += amount;
      else change.feesWithdrawn -= amount;
    } else if (posting.type === 'topup' && kind === 'wallet' && amount > 0) {
      change.moneyIn += amount;
    } else if (posting.type === 'payout' && (kind === 'wallet' || kind === 'held') && amount > 0) {
      change.payoutsOut += amount;
    } else if (posting.type === 'payout_adjustment' && kind === 'held') {
      change.payoutsOut += amount;
    }
  }
  return change;
}

/** The running totals as stored: the sum of the slots. */
export async function readPlatformTotals(db: Db | Tx): Promise<PlatformTotals> {
  const sums = Object.fromEntries(
    (Object.keys(ZERO) as (keyof PlatformTotals)[]).map((key) => [
      key,
      sql<string>`coalesce(sum(${platformTotals[key]}), 0)::text`,
    ]),
  ) as Record<keyof PlatformTotals, SQL<string>>;
  const [row] = await db.select(sums).from(platformTotals);
  const totals = { ...ZERO };
  for (const key of Object.keys(ZERO) as (keyof PlatformTotals)[]) totals[key] = Number(row?.[key] ?? 0);
  return totals;
}

/** The same figures recomputed from the ledger and the tables: the audit's reference (a full scan). */
export async function recomputePlatformTotals(db: Db | Tx): Promise<PlatformTotals> {
  const entriesOf = (where: SQL) => sql`
    (select coalesce(sum(e.amount), 0)::text from ledger_entries e
     join ledger_transactions t on t.id = e.transaction_id join accounts a on a.id = e.account_id
     where ${where})`;
  const fees = sql`a.kind = 'platform_fees'`;
  const [row] = await queryRows<Record<keyof PlatformTotals, string>>(
    db,
    sql`select ${entriesOf(sql`t.type = 'topup' and a.kind = 'wallet' and e.amount > 0`)} as "moneyIn",
      ${entriesOf(sql`(t.type = 'payout' and a.kind in ('wallet', 'held') and e.amount > 0)
        or (t.type = 'payout_adjustment' and a.kind = 'held')`)} as "payoutsOut",
      ${entriesOf(sql`${fees} and (e.amount > 0 or t.type = 'payout_adjustment')`)} as "feesEarned",
      (-${entriesOf(sql`${fees} and e.amount < 0 and t.type <> 'payout_adjustment'`)}::bigint)::text as "feesWithdrawn",
      (select count(*) from users where role = 'creator')::text as "creatorsCount",
      (select count(*) from users where role = 'user')::text as "clippersCount",
      (select count(*) from campaigns where deleted_at is null)::text as "campaignsCount"`,
  );
  if (!row) throw new Error('The totals query returned no row');
  const totals = { ...ZERO };
  for (const key of Object.keys(ZERO) as (keyof PlatformTotals)[]) totals[key] = Number(row[key]);
  return totals;
}

/**
 * Rewrites every running figure from the tables: the platform totals (overall and per day), each campaign's participants_count
 * and approved_views, and each clip's creator_id. For bulk loaders (a benchmark seed) that insert rows
 * without going through the product's calls; the product itself never needs it.
 */
export async function rebuildRunningTotals(db: Db | Tx): Promise<void> {
  const totals = await recomputePlatformTotals(db);
  await db
    .update(platformTotals)
    .set(ZERO)
    .where(sql`${platformTotals.id} <> 1`);
  await db
    .insert(platformTotals)
    .values({ id: 1, ...totals })
    .onConflictDoUpdate({ target: platformTotals.id, set: totals });
  await rebuildPlatformDays(db);
  await db.execute(sql`update clips set creator_id = c.creator_id from campaigns c
    where c.id = clips.campaign_id and clips.creator_id is distinct from c.creator_id`);
  await db.execute(sql`update campaigns set participants_count = coalesce(p.n, 0)
    from campaigns c2 left join (select campaign_id, count(*)::int as n from campaign_participants group by campaign_id) p
      on p.campaign_id = c2.id
    where c2.id = campaigns.id and campaigns.participants_count <> coalesce(p.n, 0)`);
  await db.execute(sql`update campaigns set approved_views = coalesce(v.views, 0)
    from campaigns c2 left join (select campaign_id, sum(confirmed_views) as views from clips where status = 'approved' group by campaign_id) v
      on v.campaign_id = c2.id
    where c2.id = campaigns.id and campaigns.approved_views <> coalesce(v.views, 0)`);
}
