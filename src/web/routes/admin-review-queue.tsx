import { createRoute } from '@tanstack/react-router';
import { loadScreenData, screenRoute } from '../lib/data-screen';
import { adminArea } from './admin-area';

const screen = () => import('./admin-review-queue-screen');

export const adminReviewQueueRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/review-queue',
  loader: ({ context }) => loadScreenData(context, screen, undefined),
  ...screenRoute(screen, 'AdminReviewQueueScreen'),
});
