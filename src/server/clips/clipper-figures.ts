import { sql, type SQL } from 'drizzle-orm';
import type { UserDashboard } from '../../../schemas/dashboard';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/rows';

export type ClipperFigures = {
  counts: UserDashboard['clipCounts'];
  /** The net paid for their approved clips. */
  totalEarned: number;
  /** Their pending earnings (pendingNetOn of schemas/payout-math.ts over every campaign of theirs). */
  pendingAmount: number;
};

/**
 * A clipper's clip counts, earnings and pending estimate, from their running figures (db/clipper-figures-schema.ts):
 * one row for the counts and earnings, one per campaign where a clip of theirs is pending, never one per clip.
 *
 * The pending estimate is pendingNetOn campaign by campaign (docs/product.md#money-and-payouts). Where the campaign's
 * remaining escrow covers all their pending clips' gross, no clip is capped by it and the estimate is the running
 * net. Only where it does not (and is not empty) are their pending clips there walked oldest first, each within
 * what the older ones leave of the escrow, by the SQL function the figures use (migration 0019).
 */
export const clipperFiguresQuery = (clipperId: string): SQL => sql`
    with per as (
      select p.campaign_id, p.pending_gross, p.pending_net, greatest(k.total_budget - k.amount_spent, 0) as remaining,
             k.min_paid_views, k.max_payout_per_clip
      from clipper_pending p join campaigns k on k.id = p.campaign_id
      where p.user_id = ${clipperId} and k.deleted_at is null)
    select coalesce(f.pending_clips, 0) as pending, coalesce(f.approved_clips, 0) as approved,
      coalesce(f.rejected_clips, 0) as rejected, coalesce(f.earned, 0)::text as earned,
      (coalesce((select sum(pending_net) from per where pending_gross <= remaining), 0) + coalesce((
        select sum(gross - payout_fee(gross)) from (
          select least(g, greatest(remaining - coalesce(sum(g) over (partition by campaign_id order by created_at, id
                   rows between unbounded preceding and 1 preceding), 0), 0)) as gross
          from (select c.campaign_id, c.created_at, c.id, tight.remaining,
                       clip_pending_gross(c.claimed_views, c.measured_views, c.video_available, c.payout_rate,
                         tight.min_paid_views, tight.max_payout_per_clip) as g
                from per tight join clips c on c.user_id = ${clipperId} and c.campaign_id = tight.campaign_id
                  and c.status = 'pending'
                where tight.remaining > 0 and tight.pending_gross > tight.remaining) walked) capped), 0)
      )::text as pending_amount
    from (select 1) one left join clipper_figures f on f.user_id = ${clipperId}`;

/** clipperFiguresQuery's answer, as the reads show it. */
export async function clipperFiguresOf(db: Db | Tx, clipperId: string): Promise<ClipperFigures> {
  const [row] = await queryRows<{
    pending: number;
    approved: number;
    rejected: number;
    earned: string;
    pending_amount: string;
  }>(db, clipperFiguresQuery(clipperId));
  const pending = row?.pending ?? 0;
  const approved = row?.approved ?? 0;
  const rejected = row?.rejected ?? 0;
  return {
    counts: { total: pending + approved + rejected, pending, approved, rejected },
    totalEarned: Number(row?.earned ?? 0),
    pendingAmount: Number(row?.pending_amount ?? 0),
  };
}
