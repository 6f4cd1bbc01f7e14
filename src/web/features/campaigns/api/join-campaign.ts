import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * Joining changes the campaign's participants (lists, detail, joined list) and the clipper dashboard's joined
 * campaigns: the answer names them and the api client refreshes them before the call resolves. A refusal (paused,
 * completed, deleted) proves the screen is out of date too: refreshed, and returned so the button stays busy until
 * fresh data is in.
 */
export const joinCampaignMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['campaigns', 'join'],
    mutationFn: (campaignId: string) => callApi('joinCampaign', { params: { id: campaignId } }),
    onError: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.user() }),
      ]),
  });
