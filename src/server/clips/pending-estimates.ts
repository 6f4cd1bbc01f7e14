import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/rows';
import { grossFor, netFor } from '../../../schemas/payout-math';

/** A pending clip's figures; `remaining` is the budget left for it once older pending clips are paid. */
export type PendingClipFigures = { claimedViews: number; payoutRate: number; remaining: number };

/** What a pending clip would cost if approved now at its claimed views: capped like an approval. */
export function estimatedGrossOf(clip: PendingClipFigures): number {
  return grossFor(clip.claimedViews, clip.payoutRate, Math.max(0, clip.remaining));
}

/** What the clipper would receive for these pending clips (each clip's net, docs/product.md#money-and-payouts). */
export function estimatedNetOfPending(pending: PendingClipFigures[]): number {
  return pending.reduce((sum, clip) => sum + netFor(estimatedGrossOf(clip)), 0);
}

/** floor(claimed views * the clip's rate / 1000): a pending clip's uncapped gross, in exact numeric arithmetic. */
const uncappedGross = sql`floor(c.claimed_views::numeric * c.payout_rate / 1000)`;

/**
 * Creator's pendingPayouts: the campaigns' remaining budgets are shared among their pending clips oldest
 * first, each getting only what older ones leave, so a campaign's estimates add up to min(remaining, the
 * sum of its clips' uncapped gross). One aggregate over the creator's own pending clips (their queue's index).
 */
export async function estimatedPendingPayouts(db: Db | Tx, creatorId: string): Promise<number> {
  const [row] = await queryRows<{ total: string }>(db, sql`
    select coalesce(sum(least(greatest(remaining, 0), wanted)), 0)::text as total from (
      select k.total_budget - k.amount_spent as remaining, sum(${uncappedGross}) as wanted
      from clips c join campaigns k on k.id = c.campaign_id
      where c.creator_id = ${creatorId} and c.status = 'pending' and k.deleted_at is null
      group by k.id) per_campaign`);
  return Number(row?.total ?? 0);
}

/**
 * Clipper's pendingEarnings / pendingAmount: each of their pending clips gets the budget that older pending
 * clips on the same campaign (anyone's) leave, as approvals in queue order would; only their own clips come
 * back. Reads the pending clips of the campaigns they have clips waiting on, never the platform's.
 */
export async function estimatedPendingEarnings(db: Db | Tx, clipperId: string): Promise<number> {
  const rows = await queryRows<{ claimed_views: string; payout_rate: string; remaining: string }>(db, sql`
    select claimed_views::text, payout_rate::text, greatest(remaining - ahead, 0)::text as remaining from (
      select c.user_id, c.claimed_views, c.payout_rate, k.total_budget - k.amount_spent as remaining,
             coalesce(sum(${uncappedGross}) over (partition by c.campaign_id order by c.created_at, c.id
               rows between unbounded preceding and 1 preceding), 0) as ahead
      from clips c join campaigns k on k.id = c.campaign_id
      where c.status = 'pending' and k.deleted_at is null
        and c.campaign_id in (select campaign_id from clips where user_id = ${clipperId} and status = 'pending')
    ) queue where user_id = ${clipperId}`);
  return estimatedNetOfPending(
    rows.map((r) => ({ claimedViews: Number(r.claimed_views), payoutRate: Number(r.payout_rate), remaining: Number(r.remaining) })),
  );
}
