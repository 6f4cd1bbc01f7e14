import { eq } from 'drizzle-orm';
import type { CampaignDetail, CampaignStatus, UpdateCampaignRequest } from '../../../schemas/campaign';
import { formatRupees } from '../../../schemas/money';
import type { Tx } from '../db/client';
import { campaigns } from '../db/schema';
import { forbidden, unprocessable } from '../refusals';
import { fundEscrow, releaseEscrow } from './campaign-funding';
import { lockOwnCampaign, readCampaignDetail, type CampaignRecord } from './campaign-record';
import { campaignStatusOf } from './moderation';

export const ADMIN_PAUSES = 'Only the admin can pause or resume a campaign.';

/**
 * The status after an edit: an admin's pause holds whatever the budget becomes (only the admin's resume
 * lifts it); otherwise no budget left means completed (whatever was asked) and a completed campaign whose
 * budget grows is active again. Pausing and resuming are the admin's, so a requested status other than
 * the resulting one is refused (403).
 */
export function statusAfterEdit(
  pausedByAdmin: boolean,
  requested: 'active' | 'paused' | undefined,
  remaining: number,
): CampaignStatus {
  const status = campaignStatusOf(pausedByAdmin, remaining);
  if (status === 'completed') return status;
  if (requested !== undefined && requested !== status) throw forbidden(ADMIN_PAUSES);
  return status;
}

/**
 * Edits the creator's own campaign; a budget change moves the difference between wallet and escrow (and the
 * pending estimates of its clips with it).
 */
export async function updateCampaign(
  tx: Tx,
  creatorId: string,
  campaignId: string,
  input: UpdateCampaignRequest,
): Promise<CampaignDetail> {
  const campaign: CampaignRecord = await lockOwnCampaign(tx, campaignId, creatorId);
  if (input.totalBudget < campaign.amountSpent) {
    throw unprocessable(
      `Total budget cannot be less than the amount already spent (${formatRupees(campaign.amountSpent)}).`,
    );
  }
  // Decided before any money moves, so a refused status change leaves the escrow untouched.
  const status = statusAfterEdit(campaign.pausedByAdmin, input.status, input.totalBudget - campaign.amountSpent);
  const escrow = { creatorId, campaignId, title: input.title };
  const difference = input.totalBudget - campaign.totalBudget;
  if (difference > 0) await fundEscrow(tx, escrow, difference, 'campaign_budget_change');
  if (difference < 0) await releaseEscrow(tx, escrow, -difference, 'campaign_budget_change');

  await tx
    .update(campaigns)
    .set({
      title: input.title,
      description: input.description,
      requirements: input.requirements,
      youtubeLink: input.youtubeLink,
      payoutRate: input.payoutPer1000Views,
      totalBudget: input.totalBudget,
      status,
    })
    .where(eq(campaigns.id, campaignId));
  return readCampaignDetail(tx, campaignId);
}
