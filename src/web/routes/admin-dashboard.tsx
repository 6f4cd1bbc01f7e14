import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminStatsQuery } from '../features/admin/api/admin-queries';
import type { RouterContext } from '../lib/router-context';
import { adminArea } from './admin-area';

const AdminDashboardPage = lazyRouteComponent(
  () => import('../features/admin/components/admin-dashboard-page'),
  'AdminDashboardPage',
);

// Starts the figures' call as the route loads (not awaited: the screen shows its own loading and error).
const loader = ({ context }: { context: RouterContext }) => {
  void context.queryClient.prefetchQuery(adminStatsQuery());
};

// Two addresses, one screen (SPEC.md section 2).
export const adminRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin',
  loader,
  component: AdminDashboardPage,
});

export const adminDashboardRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/dashboard',
  loader,
  component: AdminDashboardPage,
});
