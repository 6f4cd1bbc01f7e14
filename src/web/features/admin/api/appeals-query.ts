import { infiniteQueryOptions, mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { DecideAppealRequest } from '@schemas/appeal';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { ADMIN_PAGE_SIZE } from './admin-queries';

/** Open appeals of rejections, oldest first, each with what overturning it pays now (docs/product.md#appeals). */
export const adminAppealsQuery = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.admin.appeals(),
    queryFn: ({ pageParam, signal }) =>
      callApi('adminAppeals', {
        query: { limit: ADMIN_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** An admin's decision on an appeal: the note when one was written (upholding needs one). */
export type AppealDecision = { clipId: string; decision: DecideAppealRequest['decision']; note: string };

/**
 * Upholding or overturning: its answer names what changed (an overturn pays from the escrow) and the api client
 * refreshes it. A refusal (no budget left, the video held by another clip, decided meanwhile) means the figures on
 * screen are stale: the list is refreshed, and returned so the buttons stay busy until it is in.
 */
export const decideAppealMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'appeals', 'decide'],
    mutationFn: ({ clipId, decision, note }: AppealDecision) =>
      callApi('decideAppeal', { params: { id: clipId }, body: note ? { decision, note } : { decision } }),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.appeals() }),
  });
