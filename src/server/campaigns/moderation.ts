import type { CampaignStatus } from '../../../schemas/campaign';

/**
 * The status a campaign shows: the admin's pause (its moderation flag) wins over everything the creator
 * or an approval does; otherwise a campaign with no budget left is completed, any other is active.
 */
export function campaignStatusOf(pausedByAdmin: boolean, remaining: number): CampaignStatus {
  if (pausedByAdmin) return 'paused';
  return remaining <= 0 ? 'completed' : 'active';
}
