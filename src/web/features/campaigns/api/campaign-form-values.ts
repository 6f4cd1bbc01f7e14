import type { Campaign } from '@schemas/campaign';
import type { CampaignFormInput } from './campaign-mutations';
import { dateInputs } from './campaign-dates-form';

const rupeesText = (paise: number) => String(paise / 100);
/** A platform's own rate as its field shows it: blank when it has none (the campaign's rate applies). */
const rateText = (paise: number | undefined) => (paise === undefined ? '' : rupeesText(paise));

/** What the Create and Edit Campaign forms open with: a new campaign's defaults, or the campaign as it is, in rupees. */
export function initialValues(campaign: Campaign | undefined): CampaignFormInput {
  if (!campaign) {
    return {
      title: '',
      description: '',
      requirements: '',
      youtubeLink: '',
      payoutPer1000Views: '',
      totalBudget: '',
      status: 'active',
      // The rules' defaults (schemas/campaign.ts campaignRules): no minimum, no cap, 72 hours.
      minPaidViews: '0',
      maxPayoutPerClip: '',
      reviewWindowHours: '72',
      requiredTags: '',
      platforms: ['youtube_shorts'],
      platformRates: {},
      ...dateInputs(undefined),
    };
  }
  return {
    title: campaign.title,
    description: campaign.description,
    requirements: campaign.requirements,
    youtubeLink: campaign.youtubeLink,
    payoutPer1000Views: rupeesText(campaign.payoutPer1000Views),
    totalBudget: rupeesText(campaign.totalBudget),
    // No status selector: pausing and resuming have their own buttons (docs/product.md#campaign-pause), so an edit
    // sends no status and keeps whatever pause holds; the server completes or reactivates it from the budget.
    status: undefined,
    // Shown, never sent: the rules are fixed at creation.
    minPaidViews: String(campaign.minPaidViews),
    maxPayoutPerClip: campaign.maxPayoutPerClip === null ? '' : rupeesText(campaign.maxPayoutPerClip),
    reviewWindowHours: String(campaign.reviewWindowHours),
    requiredTags: campaign.requiredTags.join(' '),
    platforms: campaign.platforms,
    platformRates: {
      youtube_shorts: rateText(campaign.platformRates.youtube_shorts),
      instagram_reels: rateText(campaign.platformRates.instagram_reels),
    },
    ...dateInputs(campaign),
  };
}
