import { createRoute } from '@tanstack/react-router';
import { dataScreen, prefetchScreenData } from '../lib/data-screen';
import type { RouterContext } from '../lib/router-context';
import { adminArea } from './admin-area';

const screen = () => import('./admin-dashboard-screen');
const AdminDashboardScreen = dataScreen(screen, 'AdminDashboardScreen');
const loader = ({ context }: { context: RouterContext }) => prefetchScreenData(context, screen, undefined);

// Two addresses, one screen (docs/product.md#screens-and-routes).
export const adminRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin',
  loader,
  component: AdminDashboardScreen,
});

export const adminDashboardRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/dashboard',
  loader,
  component: AdminDashboardScreen,
});
