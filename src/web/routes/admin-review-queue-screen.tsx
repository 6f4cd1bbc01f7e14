import { adminReviewQueueQuery, REVIEW_QUEUE_FAILED } from '../features/admin/api/review-queue';
import { AdminReviewQueuePage, AdminReviewQueuePending } from '../features/admin/components/review-queue-page';
import { defineScreen } from '../lib/data-screen';

export const screen = defineScreen({
  component: AdminReviewQueuePage,
  Pending: AdminReviewQueuePending,
  ensure: (client) => client.ensureInfiniteQueryData(adminReviewQueueQuery()),
  loadFailed: REVIEW_QUEUE_FAILED,
  title: 'Review queue',
});
