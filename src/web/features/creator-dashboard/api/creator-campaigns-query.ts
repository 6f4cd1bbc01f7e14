import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** My Campaigns after the dashboard's first page, newest first, page after page. */
export const creatorCampaignsQuery = (after: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.dashboard.creatorCampaigns(after),
    queryFn: ({ pageParam, signal }) => callApi('creatorCampaigns', { query: { cursor: pageParam }, signal }),
    initialPageParam: after,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
