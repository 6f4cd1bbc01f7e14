import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The first pages of the creator's campaigns and of clips waiting for review, and the stats. */
export const creatorDashboardQuery = () =>
  queryOptions({
    queryKey: queryKeys.dashboard.creator(),
    queryFn: async ({ signal }) => (await callApi('creatorDashboard', { signal })).data,
  });
