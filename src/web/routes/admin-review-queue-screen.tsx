import { adminReviewQueueQuery } from '../features/admin/api/review-queue';
import { AdminReviewQueuePage, AdminReviewQueuePending } from '../features/admin/components/review-queue-page';
import { defineScreen } from '../lib/data-screen';
import { t } from '../lib/i18n';

export const screen = defineScreen({
  component: AdminReviewQueuePage,
  Pending: AdminReviewQueuePending,
  ensure: (client) => client.ensureInfiniteQueryData(adminReviewQueueQuery()),
  // Getters: read when the screen fails, in the reader's language (never when this module loads).
  get loadFailed() {
    return t('admin.reviewQueueFailed');
  },
  get title() {
    return t('admin.reviewQueueTitle');
  },
});
