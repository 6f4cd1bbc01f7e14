import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { platformDays } from '../db/platform-totals-schema';
import { queryRows } from '../db/rows';

export type PlatformDay = { day: string; moneyIn: number; payoutsOut: number; feesEarned: number };

/** The stored days from `from` ('YYYY-MM-DD') on, or all of them, each the sum of its slots. */
export async function readPlatformDays(db: Db | Tx, from?: string): Promise<PlatformDay[]> {
  const sum = (column: typeof platformDays.moneyIn) => sql<number>`sum(${column})`.mapWith(Number);
  const rows = db
    .select({
      day: platformDays.day,
      moneyIn: sum(platformDays.moneyIn),
      payoutsOut: sum(platformDays.payoutsOut),
      feesEarned: sum(platformDays.feesEarned),
    })
    .from(platformDays);
  return (from === undefined ? rows : rows.where(sql`${platformDays.day} >= ${from}`))
    .groupBy(platformDays.day)
    .orderBy(platformDays.day);
}

/**
 * Every day recomputed from the ledger by the running totals' rules (src/server/ledger/platform-totals.ts), days
 * with no money figure left out: the audit's reference and the rebuild's source (a full scan).
 */
export async function recomputePlatformDays(db: Db | Tx): Promise<PlatformDay[]> {
  const rows = await queryRows<{ day: string; money_in: string; payouts_out: string; fees_earned: string }>(
    db,
    sql`select * from (
      select to_char(date_trunc('day', t.created_at at time zone 'UTC'), 'YYYY-MM-DD') as day,
        coalesce(sum(e.amount) filter (where t.type = 'topup' and a.kind = 'wallet' and e.amount > 0), 0)::text as money_in,
        coalesce(sum(e.amount) filter (where (t.type = 'payout' and a.kind in ('wallet', 'held') and e.amount > 0)
          or (t.type = 'payout_adjustment' and a.kind = 'held')), 0)::text as payouts_out,
        coalesce(sum(e.amount) filter (where a.kind = 'platform_fees'
          and (e.amount > 0 or t.type = 'payout_adjustment')), 0)::text as fees_earned
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join accounts a on a.id = e.account_id
      group by 1) d
    where money_in <> '0' or payouts_out <> '0' or fees_earned <> '0'
    order by day`,
  );
  return rows.map((row) => ({
    day: row.day,
    moneyIn: Number(row.money_in),
    payoutsOut: Number(row.payouts_out),
    feesEarned: Number(row.fees_earned),
  }));
}

/** Rewrites the days from the ledger (bulk loaders that insert ledger rows directly; the product never needs it). */
export async function rebuildPlatformDays(db: Db | Tx): Promise<void> {
  const days = await recomputePlatformDays(db);
  await db.delete(platformDays);
  if (days.length > 0) await db.insert(platformDays).values(days);
}

/** Where the stored days differ from the ledger's recount: one line per day. */
export async function auditPlatformDays(db: Db | Tx): Promise<string[]> {
  const stored = new Map((await readPlatformDays(db)).map((day) => [day.day, day]));
  const problems: string[] = [];
  for (const day of await recomputePlatformDays(db)) {
    const row = stored.get(day.day);
    stored.delete(day.day);
    if (!row || row.moneyIn !== day.moneyIn || row.payoutsOut !== day.payoutsOut || row.feesEarned !== day.feesEarned) {
      problems.push(`platform day ${day.day} is ${JSON.stringify(row ?? null)} but recounts to ${JSON.stringify(day)}`);
    }
  }
  for (const row of stored.values()) {
    if (row.moneyIn !== 0 || row.payoutsOut !== 0 || row.feesEarned !== 0) {
      problems.push(`platform day ${row.day} is ${JSON.stringify(row)} but the ledger has nothing that day`);
    }
  }
  return problems;
}
