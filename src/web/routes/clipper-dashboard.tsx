import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { RouterContext } from '../lib/router-context';
import { userDashboardQuery } from '../lib/user-dashboard-query';
import { clipperArea } from './clipper-area';

const ClipperDashboardPage = lazyRouteComponent(
  () => import('../features/clipper-dashboard/components/clipper-dashboard-page'),
  'ClipperDashboardPage',
);

// Warms the cache without blocking: the page shows its own loading and error states.
const loader = ({ context }: { context: RouterContext }) => {
  void context.queryClient.prefetchQuery(userDashboardQuery());
};

// Two addresses, one screen (SPEC.md section 2).
export const dashboardRoute = createRoute({
  getParentRoute: () => clipperArea,
  path: '/dashboard',
  loader,
  component: ClipperDashboardPage,
});

export const clipperDashboardRoute = createRoute({
  getParentRoute: () => clipperArea,
  path: '/clipper-dashboard',
  loader,
  component: ClipperDashboardPage,
});
