import type { Platform } from '../../../schemas/platform';
import { eq } from 'drizzle-orm';
import type { CampaignDetail, CampaignStatus, UpdateCampaignRequest } from '../../../schemas/campaign';
import { formatRupees } from '../../../schemas/money';
import type { Tx } from '../db/client';
import { campaigns } from '../db/schema';
import { conflict, forbidden, said, unprocessable } from '../refusals';
import { campaignDatesAfter } from './campaign-dates';
import { fundEscrow, releaseEscrow } from './campaign-funding';
import { platformsAfter } from './campaign-platforms';
import { lockOwnCampaign, readCampaignDetail, type CampaignRecord } from './campaign-record';
import { campaignStatusOf, type CampaignPauses } from './moderation';

/**
 * The creator's own pause after an edit (docs/product.md#campaign-pause): `paused` sets it and `active` lifts it;
 * no status leaves it as it was. While an admin's pause holds, the creator cannot resume (403), and asking for
 * `paused` changes nothing (an edit form sends the status it shows).
 */
export function creatorPauseAfterEdit(campaign: CampaignPauses, requested: 'active' | 'paused' | undefined): boolean {
  if (requested === undefined) return campaign.pausedByCreator;
  if (campaign.pausedByAdmin) {
    if (requested === 'active') throw forbidden('adminPauseHolds');
    return campaign.pausedByCreator;
  }
  return requested === 'paused';
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
  payable: readonly Platform[],
): Promise<CampaignDetail> {
  const campaign: CampaignRecord = await lockOwnCampaign(tx, campaignId, creatorId);
  if (campaign.endedAt) throw conflict('campaignEnded');
  const dates = campaignDatesAfter(input, campaign, new Date());
  const paysFor = platformsAfter(input, campaign, payable);
  if (input.totalBudget < campaign.amountSpent) {
    throw unprocessable(said('budgetBelowSpent', { spent: formatRupees(campaign.amountSpent) }));
  }
  // Decided before any money moves, so a refused status change leaves the escrow untouched. A pause holds
  // whatever the budget becomes; otherwise no budget left is completed, and a completed campaign whose budget grows
  // is active again.
  const pausedByCreator = creatorPauseAfterEdit(campaign, input.status);
  const status: CampaignStatus = campaignStatusOf(
    { pausedByAdmin: campaign.pausedByAdmin, pausedByCreator, endedAt: null },
    input.totalBudget - campaign.amountSpent,
  );
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
      ...paysFor,
      totalBudget: input.totalBudget,
      pausedByCreator,
      status,
      ...dates,
    })
    .where(eq(campaigns.id, campaignId));
  return readCampaignDetail(tx, campaignId);
}
