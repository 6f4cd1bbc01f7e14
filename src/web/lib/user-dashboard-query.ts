import { queryOptions } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The clipper dashboard call. Shared because two screens read it: the clipper dashboard, and /discover,
 * whose joined set comes from it (docs/product.md#entities-states-and-badges). One definition keeps one cache entry.
 */
export const userDashboardQuery = () =>
  queryOptions({
    queryKey: queryKeys.dashboard.user(),
    queryFn: async ({ signal }) => (await callApi('userDashboard', { signal })).data,
  });
