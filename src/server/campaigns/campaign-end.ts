import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { campaigns, clips } from '../db/schema';
import { releaseEscrow } from './campaign-funding';

type Ended = { id: string; creatorId: string; title: string; endedAt: Date | null; settledAt: Date | null };

/**
 * An ended campaign's settlement (docs/product.md#campaign-dates), in the caller's transaction with the campaign row
 * locked: once no clip of it is pending, its unspent escrow returns to the creator's wallet (a campaign_refund) and
 * its budget becomes what it spent, so nothing is left to pay. Called when it ends and after every decision of one of
 * its clips; a campaign still running, or settled already, is left alone.
 */
export async function settleEndedCampaign(tx: Tx, campaign: Ended, now: Date): Promise<void> {
  if (!campaign.endedAt || campaign.settledAt) return;
  const [pending] = await tx
    .select({ id: clips.id })
    .from(clips)
    .where(and(eq(clips.campaignId, campaign.id), eq(clips.status, 'pending')))
    .limit(1);
  if (pending) return;
  const [left] = await tx
    .select({ amount: sql<number>`${campaigns.totalBudget} - ${campaigns.amountSpent}`.mapWith(Number) })
    .from(campaigns)
    .where(eq(campaigns.id, campaign.id));
  const escrow = { creatorId: campaign.creatorId, campaignId: campaign.id, title: campaign.title };
  await releaseEscrow(tx, escrow, left?.amount ?? 0, 'campaign_refund', 'ended');
  await tx
    .update(campaigns)
    .set({ totalBudget: sql`${campaigns.amountSpent}`, settledAt: now })
    .where(eq(campaigns.id, campaign.id));
}

/**
 * Ends a campaign whose end date came (the scheduler's end job): completed for good, taking no new participants or
 * clips; its pending clips stay reviewable, and it settles at once when none is pending.
 */
export async function endCampaign(tx: Tx, campaignId: string, now: Date): Promise<void> {
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
  if (!campaign || campaign.endedAt || campaign.deletedAt || !campaign.endsAt || campaign.endsAt > now) return;
  await tx.update(campaigns).set({ endedAt: now, status: 'completed' }).where(eq(campaigns.id, campaignId));
  await settleEndedCampaign(tx, { ...campaign, endedAt: now }, now);
}
