import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type CampaignStatusChange = { campaignId: string; status: 'active' | 'paused' };

/**
 * Pausing or resuming changes the campaign wherever it is listed: the admin lists and dashboard, and
 * the public list and detail (a paused campaign leaves /discover). The invalidation is returned so
 * the button stays busy until fresh data is in.
 */
export const campaignStatusMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'campaigns', 'status'],
    mutationFn: ({ campaignId, status }: CampaignStatusChange) =>
      callApi('adminCampaignStatus', { params: { id: campaignId }, body: { status } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.campaignsAll }),
        queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.all }),
      ]),
  });
