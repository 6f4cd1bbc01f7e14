import type { QueryClient } from '@tanstack/react-query';
import { adminReviewQueueQuery } from '../features/admin/api/review-queue';

export { AdminReviewQueuePage as AdminReviewQueueScreen } from '../features/admin/components/review-queue-page';
export { AdminReviewQueuePending as Pending } from '../features/admin/components/review-queue-page';
export { REVIEW_QUEUE_FAILED as loadFailed } from '../features/admin/api/review-queue';

export const ensure = (client: QueryClient) => client.ensureInfiniteQueryData(adminReviewQueueQuery());

/** The heading kept above a failed load. */
export const title = 'Review queue';
