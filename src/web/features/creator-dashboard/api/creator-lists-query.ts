import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** My Campaigns after the dashboard's first page, newest first, page after page. */
export const creatorCampaignsQuery = (after: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.dashboard.creatorCampaigns(after),
    queryFn: ({ pageParam, signal }) => callApi('creatorCampaigns', { query: { cursor: pageParam }, signal }),
    initialPageParam: after,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** The review queue after the dashboard's first page, oldest first, page after page. */
export const creatorPendingClipsQuery = (after: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.dashboard.creatorPendingClips(after),
    queryFn: ({ pageParam, signal }) => callApi('creatorPendingClips', { query: { cursor: pageParam }, signal }),
    initialPageParam: after,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
