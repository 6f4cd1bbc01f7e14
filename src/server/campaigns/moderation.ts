import type { CampaignStatus } from '../../../schemas/campaign';

/** Who paused a campaign: its admin (moderation) and its creator, each with a flag of their own. */
export type CampaignPauses = { pausedByAdmin: boolean; pausedByCreator: boolean };
/** What decides a campaign's status besides its budget: its pauses and whether it ended. */
export type CampaignState = CampaignPauses & { endedAt: Date | null };

/**
 * The status a campaign shows (docs/product.md#campaign-pause, #campaign-dates): an ended campaign is completed for
 * good; else a pause, the admin's or the creator's, wins over everything an approval or an edit of the budget does;
 * otherwise a campaign with no budget left is completed, any other is active.
 */
export function campaignStatusOf(pauses: CampaignState, remaining: number): CampaignStatus {
  if (pauses.endedAt) return 'completed';
  if (pauses.pausedByAdmin || pauses.pausedByCreator) return 'paused';
  return remaining <= 0 ? 'completed' : 'active';
}

/** Who holds a paused campaign: the admin's pause outranks the creator's (only the admin lifts it). */
export function pausedByOf(pauses: CampaignPauses): 'admin' | 'creator' | null {
  if (pauses.pausedByAdmin) return 'admin';
  return pauses.pausedByCreator ? 'creator' : null;
}
