import { sql } from 'drizzle-orm';
import { ADMIN_FEE_PERCENT, type CampaignTerms } from '../../../schemas/payout-math';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/rows';
import { campaigns } from '../db/schema';

/**
 * Pending estimates are computed when read, never stored (docs/product.md#money-and-payouts): a write then
 * touches only its own rows, whatever the size of the campaign's queue. The arithmetic is schemas/payout-math.ts
 * (approvalPayout, pendingNetOn): a clip on screen is estimated with it directly (clip-view.ts), and the two
 * sums below mirror it in SQL.
 */

/** The campaign columns an estimate needs, for any select joined to `campaigns`. */
export const campaignTermsColumns = {
  termsRemaining: sql<number>`(${campaigns.totalBudget} - ${campaigns.amountSpent})`.mapWith(Number),
  termsMaxPayoutPerClip: campaigns.maxPayoutPerClip,
  termsMinPaidViews: campaigns.minPaidViews,
};

export type CampaignTermsRow = {
  termsRemaining: number;
  termsMaxPayoutPerClip: number | null;
  termsMinPaidViews: number;
};

export const campaignTermsOf = (row: CampaignTermsRow): CampaignTerms => ({
  remaining: row.termsRemaining,
  maxPayoutPerClip: row.termsMaxPayoutPerClip,
  minPaidViews: row.termsMinPaidViews,
});

/**
 * approvalPayout's gross for a pending clip (c) of a campaign (k) at its claimed views, before the escrow cap, in
 * SQL (numeric, exact): views capped at the measured ones, nothing below the minimum or for a vanished video, at
 * most the maximum per clip. The two aggregates below are built on it; the model-based test compares them with
 * schemas/payout-math.ts after every step.
 */
const views = sql`least(c.claimed_views, coalesce(c.measured_views, c.claimed_views))`;
const cappedGross = sql`case when c.video_available is false or ${views} < k.min_paid_views then 0
  else least(floor(${views}::numeric * c.payout_rate / 1000), coalesce(k.max_payout_per_clip, k.total_budget)) end`;

/**
 * Creator's pendingPayouts: per live campaign, min(remaining, the sum of its pending clips' cappedGross). One
 * aggregate over the creator's own pending clips (their queue's index).
 */
export async function estimatedPendingPayouts(db: Db | Tx, creatorId: string): Promise<number> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`
    select coalesce(sum(least(greatest(remaining, 0), wanted)), 0)::text as total from (
      select k.total_budget - k.amount_spent as remaining, sum(${cappedGross}) as wanted
      from clips c join campaigns k on k.id = c.campaign_id
      where c.creator_id = ${creatorId} and c.status = 'pending' and k.deleted_at is null
      group by k.id) per_campaign`,
  );
  return Number(row?.total ?? 0);
}

/**
 * Clipper's pendingEarnings / pendingAmount: pendingNetOn (schemas/payout-math.ts) over their pending clips,
 * campaign by campaign, as one aggregate: each clip's cappedGross within what their older clips there leave of the
 * remaining escrow, less the fee rounded half up (feeFor), summed. In the database rather than over rows in
 * JavaScript because a clipper may have thousands of clips waiting (the bench's big clipper: 2,000).
 */
export async function estimatedPendingEarnings(db: Db | Tx, clipperId: string): Promise<number> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`
    select coalesce(sum(gross - floor((gross * ${ADMIN_FEE_PERCENT} + 50) / 100)), 0)::text as total from (
      select least(capped, greatest(remaining - coalesce(sum(capped) over (partition by campaign_id order by created_at, id
               rows between unbounded preceding and 1 preceding), 0), 0)) as gross
      from (select c.campaign_id, c.created_at, c.id, k.total_budget - k.amount_spent as remaining, ${cappedGross} as capped
            from clips c join campaigns k on k.id = c.campaign_id
            where c.user_id = ${clipperId} and c.status = 'pending' and k.deleted_at is null) own) shared`,
  );
  return Number(row?.total ?? 0);
}
