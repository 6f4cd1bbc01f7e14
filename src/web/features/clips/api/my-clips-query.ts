import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** Every clip the clipper submitted, newest first, a page (the server's 20) at a time. */
export const myClipsQuery = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.clips.mine(),
    queryFn: ({ pageParam, signal }) => callApi('myClips', { query: pageParam ? { cursor: pageParam } : {}, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
