import type { CampaignDetail, CampaignInput, CreateCampaignRequest } from '../../../schemas/campaign';
import type { Platform } from '../../../schemas/platform';
import type { Tx } from '../db/client';
import { campaigns } from '../db/schema';
import { addToPlatformTotals } from '../ledger/platform-totals';
import { fundEscrow } from './campaign-funding';
import { platformsAfter } from './campaign-platforms';
import { campaignDatesAfter } from './campaign-dates';
import { readCampaignDetail } from './campaign-record';

/** The rules fixed at creation (docs/trust.md#campaign-rules); one left out keeps the column's default. */
type CampaignRulesInput = Partial<Omit<CreateCampaignRequest, keyof CampaignInput>>;

/**
 * Creates the campaign with its rules and reserves its whole budget from the creator's wallet, all or nothing.
 * The rules are stored here only: an edit never changes what clippers joined for.
 */
export async function createCampaign(
  tx: Tx,
  creatorId: string,
  input: CampaignInput & CampaignRulesInput,
  payable: readonly Platform[],
): Promise<CampaignDetail> {
  const [created] = await tx
    .insert(campaigns)
    .values({
      creatorId,
      title: input.title,
      description: input.description,
      requirements: input.requirements,
      youtubeLink: input.youtubeLink,
      payoutRate: input.payoutPer1000Views,
      ...platformsAfter(input, { platforms: ['youtube_shorts'], platformRates: {} }, payable),
      totalBudget: input.totalBudget,
      minPaidViews: input.minPaidViews,
      maxPayoutPerClip: input.maxPayoutPerClip,
      reviewWindowHours: input.reviewWindowHours,
      ...(input.requiredTags ? { requiredTags: input.requiredTags } : {}),
      ...campaignDatesAfter(input, { startsAt: null, endsAt: null }, new Date()),
    })
    .returning({ id: campaigns.id });
  if (!created) throw new Error('Campaign insert returned no row');
  await fundEscrow(
    tx,
    { creatorId, campaignId: created.id, title: input.title },
    input.totalBudget,
    'campaign_funding',
  );
  await addToPlatformTotals(tx, { campaignsCount: 1 });
  return readCampaignDetail(tx, created.id);
}
