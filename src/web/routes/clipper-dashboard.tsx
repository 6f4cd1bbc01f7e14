import { createRoute } from '@tanstack/react-router';
import { screenRoute } from '../lib/data-screen';
import { clipperArea } from './clipper-area';

const screen = screenRoute(() => import('./clipper-dashboard-screen'));

// Two addresses, one screen (docs/product.md#screens-and-routes).
export const dashboardRoute = createRoute({
  getParentRoute: () => clipperArea,
  path: '/dashboard',
  ...screen,
});

export const clipperDashboardRoute = createRoute({
  getParentRoute: () => clipperArea,
  path: '/clipper-dashboard',
  ...screen,
});
