import { sql } from 'drizzle-orm';
import { SERIES_TOP, type ClipperSeries, type ViewsSource } from '../../../schemas/series';
import type { Tx } from '../db/client';
import { queryRows } from '../db/rows';
import { accountKeys } from '../ledger/accounts';
import { everyDay, utcDay, whole, windowBounds, type SeriesWindow } from './series-window';

type ClipRow = {
  id: string;
  title: string;
  created_at: Date | string;
  claimed_views: string;
  confirmed_views: string | null;
  measured_views: string | null;
  in_window: string;
};

/** Measured views where YouTube measured the clip (docs/trust.md#measured-views), else confirmed, else claimed. */
function viewsOf(row: ClipRow): { views: number; source: ViewsSource } {
  if (row.measured_views !== null) return { views: whole(row.measured_views), source: 'measured' };
  if (row.confirmed_views !== null) return { views: whole(row.confirmed_views), source: 'confirmed' };
  return { views: whole(row.claimed_views), source: 'claimed' };
}

/**
 * The clipper's charts: what reached their wallet or held account each day from approvals (the net, after the
 * platform fee), less what holdback adjustments took back, from the ledger (its (user_id, created_at) index);
 * and the views of their most viewed clips submitted in the window (pending or approved: a rejected clip earns
 * nothing), on (user_id, created_at).
 */
export async function clipperSeries(tx: Tx, userId: string, window: SeriesWindow): Promise<ClipperSeries> {
  const earned = await queryRows<{ day: string; net: string }>(
    tx,
    sql`select ${utcDay(sql`t.created_at`)} as day, sum(e.amount)::text as net
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join accounts a on a.id = e.account_id
      where t.user_id = ${userId} and t.type in ('payout', 'payout_adjustment') and t.created_at >= ${window.from}
        and a.key in (${accountKeys.wallet(userId)}, ${accountKeys.held(userId)})
      group by 1`,
  );
  const clipRows = await queryRows<ClipRow>(
    tx,
    sql`select k.id, c.title, k.created_at, k.claimed_views::text, k.confirmed_views::text, k.measured_views::text,
        count(*) over ()::text as in_window
      from clips k join campaigns c on c.id = k.campaign_id
      where k.user_id = ${userId} and k.created_at >= ${window.from} and k.status <> 'rejected'
      order by coalesce(k.measured_views, k.confirmed_views, k.claimed_views) desc, k.created_at desc, k.id
      limit ${SERIES_TOP}`,
  );
  return {
    ...windowBounds(window),
    earnings: everyDay(
      window,
      earned.map((row) => ({ day: row.day, net: whole(row.net) })),
      { net: 0 },
    ),
    clipViews: clipRows.map((row) => ({
      clipId: row.id,
      campaignTitle: row.title,
      submittedAt: new Date(row.created_at).toISOString(),
      ...viewsOf(row),
    })),
    clipsInWindow: whole(clipRows[0]?.in_window),
  };
}
