import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';

/** The campaigns the clipper joined, most recently joined first, a page (the server's 20) at a time. */
export const joinedCampaignsQuery = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.campaigns.joinedPages(),
    queryFn: ({ pageParam, signal }) =>
      callApi('joinedCampaigns', { query: pageParam ? { cursor: pageParam } : {}, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/**
 * The Submit Clip picker's choices: joined campaigns that are active (only those take clips) and whose title
 * contains `q`, page after page as the list is scrolled.
 */
export const activeJoinedCampaignsQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.campaigns.joinedActive(q),
    queryFn: ({ pageParam, signal }) =>
      callApi('joinedCampaigns', {
        query: { status: 'active', q, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
