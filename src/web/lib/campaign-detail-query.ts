import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';

/**
 * One campaign with the first page of its participants. Shared: the campaign detail screen shows it, and the
 * approve prompt reads a campaign's remaining budget from it when the dashboard's list does not hold the campaign.
 */
export const campaignDetailQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.campaigns.detail(id),
    queryFn: async ({ signal }) => (await callApi('getCampaign', { params: { id }, signal })).campaign,
  });
