import { sql } from 'drizzle-orm';
import type { AdminSeries } from '../../../schemas/series';
import type { Tx } from '../db/client';
import { queryRows } from '../db/rows';
import { accountKeys } from '../ledger/accounts';
import { everyDay, utcDay, whole, windowBounds, type SeriesWindow } from './series-window';

/**
 * The admin's chart, per day from the ledger (ledger_transactions_type_created_idx), by the rules of the
 * platform's running totals (src/server/ledger/platform-totals.ts): money in is what top-ups credit to wallets,
 * payouts the net approvals credit to clippers (wallet or held) less what holdback adjustments take back from
 * the held account, fees what payouts credit to the platform fee account less what adjustments return.
 */
export async function adminSeries(tx: Tx, window: SeriesWindow): Promise<AdminSeries> {
  const rows = await queryRows<{ day: string; money_in: string; payouts: string; fees: string }>(
    tx,
    sql`select ${utcDay(sql`t.created_at`)} as day,
        coalesce(sum(e.amount) filter (where t.type = 'topup' and a.kind = 'wallet' and e.amount > 0), 0)::text as money_in,
        coalesce(sum(e.amount) filter (where (t.type = 'payout' and a.kind in ('wallet', 'held') and e.amount > 0)
          or (t.type = 'payout_adjustment' and a.kind = 'held')), 0)::text as payouts,
        coalesce(sum(e.amount) filter (where a.key = ${accountKeys.platformFees}), 0)::text as fees
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join accounts a on a.id = e.account_id
      where t.type in ('topup', 'payout', 'payout_adjustment') and t.created_at >= ${window.from}
      group by 1`,
  );
  return {
    ...windowBounds(window),
    days: everyDay(
      window,
      rows.map((row) => ({ day: row.day, moneyIn: whole(row.money_in), payouts: whole(row.payouts), fees: whole(row.fees) })),
      { moneyIn: 0, payouts: 0, fees: 0 },
    ),
  };
}
