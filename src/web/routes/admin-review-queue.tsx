import { createRoute } from '@tanstack/react-router';
import { screenRoute } from '../lib/data-screen';
import { adminArea } from './admin-area';

export const adminReviewQueueRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/review-queue',
  ...screenRoute(() => import('./admin-review-queue-screen')),
});
