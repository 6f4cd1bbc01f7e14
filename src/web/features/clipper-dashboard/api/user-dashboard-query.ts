import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The clipper dashboard call, for the dashboard and its screen's loader: one definition keeps one cache entry. */
export const userDashboardQuery = () =>
  queryOptions({
    queryKey: queryKeys.dashboard.user(),
    queryFn: async ({ signal }) => (await callApi('userDashboard', { signal })).data,
  });
