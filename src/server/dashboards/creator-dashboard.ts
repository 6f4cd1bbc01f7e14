import { eq, sql } from 'drizzle-orm';
import type { CreatorDashboard } from '../../../schemas/dashboard';
import { listCreatorCampaigns } from '../campaigns/campaign-list';
import { listPendingClipsFor, pendingCountQuery } from '../clips/review-queue';
import type { Db, Tx } from '../db/client';
import { campaigns } from '../db/schema';
import { accountKeys, balanceQuery } from '../ledger/accounts';

/**
 * The creator's figures over their own campaigns only, from running columns (spent, approved views):
 * spent and views count deleted campaigns too, since the money was paid and the views were bought, so
 * the figures agree with the ledger. With the review queue's count and the wallet's balance, in one
 * statement: each statement is a round trip, and on embedded PGlite its fixed cost is most of a small read's.
 */
async function creatorStats(db: Db | Tx, creatorId: string): Promise<CreatorDashboard['stats']> {
  const [row] = await db
    .select({
      total: sql<number>`(count(*) filter (where ${campaigns.deletedAt} is null))::int`,
      active: sql<number>`(count(*) filter (where ${campaigns.deletedAt} is null and ${campaigns.status} = 'active'))::int`,
      spent: sql<string>`coalesce(sum(${campaigns.amountSpent}), 0)::text`,
      views: sql<string>`coalesce(sum(${campaigns.approvedViews}), 0)::text`,
      pending: sql<number>`(${pendingCountQuery(db, creatorId)})`,
      balance: sql<string>`coalesce((${balanceQuery(db, accountKeys.wallet(creatorId))}), 0)::text`,
    })
    .from(campaigns)
    .where(eq(campaigns.creatorId, creatorId));
  return {
    totalCampaigns: row?.total ?? 0,
    activeCampaigns: row?.active ?? 0,
    totalSpent: Number(row?.spent ?? 0),
    totalViews: Number(row?.views ?? 0),
    pendingClipsCount: row?.pending ?? 0,
    availableBalance: Number(row?.balance ?? 0),
  };
}

/**
 * What the creator dashboard shows: the first page of their campaigns (newest first) and of their review
 * queue (oldest first), each with the cursor of the next, and the stats.
 */
export async function creatorDashboard(db: Db | Tx, creatorId: string): Promise<CreatorDashboard> {
  const campaignPage = await listCreatorCampaigns(db, creatorId, {});
  const queue = await listPendingClipsFor(db, creatorId, {});
  return {
    campaigns: campaignPage.campaigns,
    campaignsNextCursor: campaignPage.nextCursor,
    pendingClips: queue.clips,
    pendingClipsNextCursor: queue.nextCursor,
    stats: await creatorStats(db, creatorId),
  };
}
