import type { AdminSeries } from '../../../schemas/series';
import type { Tx } from '../db/client';
import { readPlatformDays } from '../ledger/platform-days';
import { everyDay, windowBounds, type SeriesWindow } from './series-window';

/**
 * The admin's chart, per day: money in, payouts and fees as the ledger's posting code adds them to each UTC day's
 * row (src/server/ledger/platform-days.ts, by the platform running totals' rules), at most 90 rows whatever the
 * size of the ledger.
 */
export async function adminSeries(tx: Tx, window: SeriesWindow): Promise<AdminSeries> {
  const rows = await readPlatformDays(tx, windowBounds(window).from);
  return {
    ...windowBounds(window),
    days: everyDay(
      window,
      rows.map((row) => ({ day: row.day, moneyIn: row.moneyIn, payouts: row.payoutsOut, fees: row.feesEarned })),
      { moneyIn: 0, payouts: 0, fees: 0 },
    ),
  };
}
