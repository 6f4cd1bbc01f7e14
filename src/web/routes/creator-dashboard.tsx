import { createRoute } from '@tanstack/react-router';
import { screenRoute } from '../lib/data-screen';
import { creatorArea } from './creator-area';

const screen = screenRoute(() => import('./creator-dashboard-screen'));

// Two addresses, one screen (docs/product.md#screens-and-routes).
export const creatorRoute = createRoute({
  getParentRoute: () => creatorArea,
  path: '/creator',
  ...screen,
});

export const creatorDashboardRoute = createRoute({
  getParentRoute: () => creatorArea,
  path: '/creator-dashboard',
  ...screen,
});
