import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The review queue after the dashboard's first page, oldest first, page after page. */
export const creatorPendingClipsQuery = (after: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.dashboard.creatorPendingClips(after),
    queryFn: ({ pageParam, signal }) => callApi('creatorPendingClips', { query: { cursor: pageParam }, signal }),
    initialPageParam: after,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
