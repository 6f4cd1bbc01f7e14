import { and, desc, eq, sql } from 'drizzle-orm';
import type { CreatorDashboard } from '../../../schemas/dashboard';
import { isLive, selectCampaigns, toCampaign } from '../campaigns/campaign-view';
import { selectClips, toClip } from '../clips/clip-view';
import type { Db, Tx } from '../db/client';
import { campaigns, clips } from '../db/schema';
import { accountKeys, balanceOf } from '../ledger/accounts';

/**
 * What the creator dashboard shows. Spent and views count deleted campaigns too: the money was paid
 * and the views were bought, so the figures agree with the ledger.
 */
export async function creatorDashboard(db: Db | Tx, creatorId: string): Promise<CreatorDashboard> {
  const campaignRows = await selectCampaigns(db)
    .where(and(eq(campaigns.creatorId, creatorId), isLive))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  const pendingRows = await selectClips(db)
    .where(and(eq(campaigns.creatorId, creatorId), eq(clips.status, 'pending'), isLive))
    .orderBy(desc(clips.createdAt), desc(clips.id));
  const [spent] = await db
    .select({ total: sql<number>`coalesce(sum(${campaigns.amountSpent}), 0)`.mapWith(Number) })
    .from(campaigns)
    .where(eq(campaigns.creatorId, creatorId));
  const [views] = await db
    .select({ total: sql<number>`coalesce(sum(${clips.confirmedViews}), 0)`.mapWith(Number) })
    .from(clips)
    .innerJoin(campaigns, eq(campaigns.id, clips.campaignId))
    .where(and(eq(campaigns.creatorId, creatorId), eq(clips.status, 'approved')));
  const availableBalance = await balanceOf(db, accountKeys.wallet(creatorId));
  return {
    campaigns: campaignRows.map(toCampaign),
    pendingClips: pendingRows.map(toClip),
    stats: {
      totalCampaigns: campaignRows.length,
      activeCampaigns: campaignRows.filter((row) => row.status === 'active').length,
      totalSpent: spent?.total ?? 0,
      totalViews: views?.total ?? 0,
      availableBalance,
    },
  };
}
