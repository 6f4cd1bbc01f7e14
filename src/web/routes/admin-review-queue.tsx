import { createRoute } from '@tanstack/react-router';
import { dataScreen } from '../lib/data-screen';
import { adminArea } from './admin-area';

const AdminReviewQueueScreen = dataScreen(() => import('./admin-review-queue-screen'), 'AdminReviewQueueScreen');

export const adminReviewQueueRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/review-queue',
  component: AdminReviewQueueScreen,
});
