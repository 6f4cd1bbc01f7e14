import { AdminReviewQueuePage } from '../features/admin/components/review-queue-page';

export function AdminReviewQueueScreen() {
  return <AdminReviewQueuePage />;
}
