import { mutationOptions } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';

export type CampaignStatusChange = { campaignId: string; status: 'active' | 'paused' };

/**
 * Pausing or resuming changes the campaign wherever it is listed: the answer names the campaign, the public list
 * and the platform, and the api client refreshes them (live-keys.ts) before the call resolves, so the button stays
 * busy until fresh data is in.
 */
export const campaignStatusMutation = () =>
  mutationOptions({
    mutationKey: ['admin', 'campaigns', 'status'],
    mutationFn: ({ campaignId, status }: CampaignStatusChange) =>
      callApi('adminCampaignStatus', { params: { id: campaignId }, body: { status } }),
  });
