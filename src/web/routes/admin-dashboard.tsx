import { createRoute } from '@tanstack/react-router';
import { adminStatsQuery } from '../features/admin/api/admin-queries';
import { AdminDashboardPage } from '../features/admin/components/admin-dashboard-page';
import type { RouterContext } from '../lib/router-context';
import { adminArea } from './admin-area';

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
