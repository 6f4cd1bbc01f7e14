import type { CampaignDetail, CampaignInput } from '../../../schemas/campaign';
import type { Tx } from '../db/client';
import { campaigns } from '../db/schema';
import { addToPlatformTotals } from '../ledger/platform-totals';
import { fundEscrow } from './campaign-funding';
import { readCampaignDetail } from './campaign-record';

/** Creates the campaign and reserves its whole budget from the creator's wallet, all or nothing. */
export async function createCampaign(tx: Tx, creatorId: string, input: CampaignInput): Promise<CampaignDetail> {
  const [created] = await tx
    .insert(campaigns)
    .values({
      creatorId,
      title: input.title,
      description: input.description,
      requirements: input.requirements,
      youtubeLink: input.youtubeLink,
      payoutRate: input.payoutPer1000Views,
      totalBudget: input.totalBudget,
    })
    .returning({ id: campaigns.id });
  if (!created) throw new Error('Campaign insert returned no row');
  await fundEscrow(tx, { creatorId, campaignId: created.id, title: input.title }, input.totalBudget, 'campaign_funding');
  await addToPlatformTotals(tx, { campaignsCount: 1 });
  return readCampaignDetail(tx, created.id);
}
