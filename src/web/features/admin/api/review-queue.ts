import { infiniteQueryOptions, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { t } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { ADMIN_PAGE_SIZE } from './admin-queries';
import type { RejectionChoice } from '@web/components/reject-clip-modal';

/** The dashboard counts up to this many waiting clips, and says "100+" past it. */
export const REVIEW_QUEUE_COUNTED = 100;

/** Clips waiting for an admin (docs/trust.md#review-deadline), longest waiting first, a page at a time. */
export const adminReviewQueueQuery = () =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.admin.reviewQueue, 'pages'] as const,
    queryFn: async ({ pageParam, signal }) =>
      callApi('adminReviewQueue', {
        query: { limit: ADMIN_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // A getter: read when the call fails, in the reader's language.
    meta: {
      get errorMessage() {
        return t('admin.reviewQueueFailed');
      },
    },
  });

/** How many clips wait, for the dashboard: the first REVIEW_QUEUE_COUNTED, and whether there are more. */
export const reviewQueueCountQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.admin.reviewQueue, 'count'] as const,
    queryFn: async ({ signal }) => {
      const page = await callApi('adminReviewQueue', { query: { limit: REVIEW_QUEUE_COUNTED }, signal });
      return { count: page.clips.length, more: page.nextCursor !== null };
    },
  });

/**
 * A decision moves money and people's figures: its answer names them and the api client refreshes them before the
 * call resolves. A refusal (decided meanwhile, no budget left) means the queue on screen is stale: refreshed too,
 * and returned so the buttons stay busy until it is in.
 */
const refreshAfterDecision = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.all }),
  ]);

export const adminApproveClipMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'review-queue', 'approve'],
    mutationFn: ({ clipId, viewCount }: { clipId: string; viewCount: number }) =>
      callApi('adminApproveClip', { params: { id: clipId }, body: { viewCount } }),
    onError: () => refreshAfterDecision(queryClient),
  });

export const adminRejectClipMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['admin', 'review-queue', 'reject'],
    mutationFn: ({ clipId, rejection }: { clipId: string; rejection: RejectionChoice }) =>
      callApi('adminRejectClip', { params: { id: clipId }, body: rejection }),
    onError: () => refreshAfterDecision(queryClient),
  });
