import { and, eq, sql } from 'drizzle-orm';
import type { MessageKey } from '../../../messages/keys';
import type { CampaignDetail } from '../../../schemas/campaign';
import { isLive, loadCampaignDetail, selectCampaigns } from '../campaigns/campaign-view';
import { campaignStatusOf } from '../campaigns/moderation';
import type { Tx } from '../db/client';
import { campaigns } from '../db/schema';
import { conflict, notFound } from '../refusals';

/**
 * The admin pauses or resumes a campaign. A pause is moderation: the campaign's paused_by_admin flag,
 * which no creator edit or approval clears, so it shows 'paused' until the admin resumes it; resuming
 * clears the flag and the campaign shows what its budget says (completed when the creator emptied it
 * meanwhile). A completed campaign that is not paused has no budget left to pay from, so it cannot be
 * paused or resumed (409); a deleted one no longer exists (404). Setting the status it already has is
 * harmless and answers the same way.
 */
export async function setCampaignStatus(
  tx: Tx,
  campaignId: string,
  status: 'active' | 'paused',
): Promise<{ message: MessageKey; campaign: CampaignDetail }> {
  const [current] = await tx
    .select({
      status: campaigns.status,
      pausedByAdmin: campaigns.pausedByAdmin,
      pausedByCreator: campaigns.pausedByCreator,
      endedAt: campaigns.endedAt,
      remaining: sql<number>`${campaigns.totalBudget} - ${campaigns.amountSpent}`.mapWith(Number),
    })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), isLive))
    .for('update');
  if (!current) throw notFound('campaignNotFound');
  if (current.endedAt) throw conflict('campaignEndedAdmin');
  if (current.status === 'completed' && !current.pausedByAdmin) {
    throw conflict('campaignCompletedAdmin');
  }
  const pausedByAdmin = status === 'paused';
  await tx
    .update(campaigns)
    // The creator's own pause stays as it was: resuming lifts the admin's alone.
    .set({ pausedByAdmin, status: campaignStatusOf({ ...current, pausedByAdmin }, current.remaining) })
    .where(eq(campaigns.id, campaignId));
  const [row] = await selectCampaigns(tx).where(eq(campaigns.id, campaignId));
  if (!row) throw notFound('campaignNotFound');
  const message = status === 'paused' ? 'campaignPaused' : 'campaignResumed';
  return { message, campaign: await loadCampaignDetail(tx, row) };
}
