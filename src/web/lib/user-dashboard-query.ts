import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';

/** The clipper dashboard call, for its screen and the route's prefetch: one definition keeps one cache entry. */
export const userDashboardQuery = () =>
  queryOptions({
    queryKey: queryKeys.dashboard.user(),
    queryFn: async ({ signal }) => (await callApi('userDashboard', { signal })).data,
  });
