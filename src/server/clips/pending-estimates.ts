import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { pendingNetOn, type CampaignTerms } from '../../../schemas/payout-math';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/rows';
import { campaigns, clips } from '../db/schema';

/**
 * Pending estimates are computed when read, never stored (docs/product.md#money-and-payouts): a write then
 * touches only its own rows, whatever the size of the campaign's queue. The arithmetic is schemas/payout-math.ts
 * (approvalPayout, pendingNetOn); the one aggregate below mirrors it in SQL and the model-based test holds the
 * two together.
 */

/** The campaign columns an estimate needs, for any select joined to `campaigns`. */
export const campaignTermsColumns = {
  termsRemaining: sql<number>`(${campaigns.totalBudget} - ${campaigns.amountSpent})`.mapWith(Number),
  termsMaxPayoutPerClip: campaigns.maxPayoutPerClip,
  termsMinPaidViews: campaigns.minPaidViews,
};

export type CampaignTermsRow = { termsRemaining: number; termsMaxPayoutPerClip: number | null; termsMinPaidViews: number };

export const campaignTermsOf = (row: CampaignTermsRow): CampaignTerms => ({
  remaining: row.termsRemaining,
  maxPayoutPerClip: row.termsMaxPayoutPerClip,
  minPaidViews: row.termsMinPaidViews,
});

/**
 * Creator's pendingPayouts: per live campaign, min(remaining, the sum of its pending clips' gross as
 * approvalPayout computes it at their claimed views: views capped at the measured ones, nothing below the
 * minimum or for a vanished video, at most the maximum per clip). One aggregate over the creator's own pending
 * clips (their queue's index).
 */
export async function estimatedPendingPayouts(db: Db | Tx, creatorId: string): Promise<number> {
  const views = sql`least(c.claimed_views, coalesce(c.measured_views, c.claimed_views))`;
  const gross = sql`case when c.video_available is false or ${views} < k.min_paid_views then 0
    else least(floor(${views}::numeric * c.payout_rate / 1000), coalesce(k.max_payout_per_clip, k.total_budget)) end`;
  const [row] = await queryRows<{ total: string }>(db, sql`
    select coalesce(sum(least(greatest(remaining, 0), wanted)), 0)::text as total from (
      select k.total_budget - k.amount_spent as remaining, sum(${gross}) as wanted
      from clips c join campaigns k on k.id = c.campaign_id
      where c.creator_id = ${creatorId} and c.status = 'pending' and k.deleted_at is null
      group by k.id) per_campaign`);
  return Number(row?.total ?? 0);
}

/** Clipper's pendingEarnings / pendingAmount: pendingNetOn over their pending clips, campaign by campaign. */
export async function estimatedPendingEarnings(db: Db | Tx, clipperId: string): Promise<number> {
  const rows = await db
    .select({
      campaignId: clips.campaignId,
      claimedViews: clips.claimedViews,
      payoutRate: clips.payoutRate,
      measuredViews: clips.measuredViews,
      videoAvailable: clips.videoAvailable,
      ...campaignTermsColumns,
    })
    .from(clips)
    .innerJoin(campaigns, eq(campaigns.id, clips.campaignId))
    .where(and(eq(clips.userId, clipperId), eq(clips.status, 'pending'), isNull(campaigns.deletedAt)))
    .orderBy(asc(clips.campaignId), asc(clips.createdAt), asc(clips.id));
  let total = 0;
  let start = 0;
  for (let i = 1; i <= rows.length; i++) {
    const first = rows[start];
    if (first && (i === rows.length || rows[i]?.campaignId !== first.campaignId)) {
      total += pendingNetOn(rows.slice(start, i), campaignTermsOf(first));
      start = i;
    }
  }
  return total;
}

