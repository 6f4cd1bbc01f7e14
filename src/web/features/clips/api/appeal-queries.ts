import { infiniteQueryOptions, mutationOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The creator's clips with an open appeal, oldest first, a page (the server's 20) at a time (docs/product.md#appeals). */
export const creatorAppealsQuery = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.clips.appeals(),
    queryFn: ({ pageParam, signal }) =>
      callApi('creatorAppeals', { query: pageParam ? { cursor: pageParam } : {}, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/**
 * The clipper appeals a rejection: the answer names the clip and its clipper, which the api client refreshes (My
 * Clips). A refusal (appealed already, too late) means My Clips is stale, so a refusal refreshes it.
 */
export const appealClipMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['clips', 'appeal'],
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      callApi('appealClip', { params: { id }, body: { message } }),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.clips.mine() }),
  });

/**
 * The creator answers an open appeal, once: the answer names the creator's reads, the Appeals list among them. A
 * refusal (decided or answered meanwhile) means the list is stale, so a refusal refreshes it.
 */
export const answerAppealMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['clips', 'appeal', 'answer'],
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      callApi('answerAppeal', { params: { id }, body: { message } }),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.clips.appeals() }),
  });
