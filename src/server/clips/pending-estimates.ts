import { sql } from 'drizzle-orm';
import type { CampaignTerms } from '../../../schemas/payout-math';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/rows';
import { campaigns } from '../db/schema';

/**
 * Pending estimates are computed when read, against each campaign's escrow at that moment
 * (docs/product.md#money-and-payouts): a write then touches only its own rows and its clipper's running sums
 * (db/clipper-figures-schema.ts), whatever the size of the campaign's queue. The arithmetic is schemas/payout-math.ts
 * (approvalPayout, pendingNetOn): a clip on screen is estimated with it directly (clip-view.ts); a clipper's total
 * comes from their running figures (clipper-figures.ts) and a creator's from the sum below.
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
 * Creator's pendingPayouts: per live campaign, min(remaining, the sum of its pending clips' gross before the escrow's
 * cap: clip_pending_gross, the SQL copy of approvalPayout of migration 0019). One aggregate over the creator's own
 * pending clips (their queue's index).
 */
export async function estimatedPendingPayouts(db: Db | Tx, creatorId: string): Promise<number> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`
    select coalesce(sum(least(greatest(remaining, 0), wanted)), 0)::text as total from (
      select k.total_budget - k.amount_spent as remaining, sum(clip_pending_gross(c.claimed_views, c.measured_views, c.video_available, c.payout_rate,
        k.min_paid_views, k.max_payout_per_clip)) as wanted
      from clips c join campaigns k on k.id = c.campaign_id
      where c.creator_id = ${creatorId} and c.status = 'pending' and k.deleted_at is null
      group by k.id) per_campaign`,
  );
  return Number(row?.total ?? 0);
}
