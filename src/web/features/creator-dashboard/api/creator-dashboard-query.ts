import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The creator's campaigns, clips waiting for review and stats. */
export const creatorDashboardQuery = () =>
  queryOptions({
    queryKey: queryKeys.dashboard.creator(),
    queryFn: async ({ signal }) => (await callApi('creatorDashboard', { signal })).data,
  });
