import { createRoute } from '@tanstack/react-router';
import { screenRoute } from '../lib/data-screen';
import { adminArea } from './admin-area';

const screen = screenRoute(() => import('./admin-dashboard-screen'));

// Two addresses, one screen (docs/product.md#screens-and-routes).
export const adminRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin',
  ...screen,
});

export const adminDashboardRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/dashboard',
  ...screen,
});
