import { createRoute } from '@tanstack/react-router';
import { loadScreenData, screenRoute } from '../lib/data-screen';
import type { RouterContext } from '../lib/router-context';
import { adminArea } from './admin-area';

const screen = () => import('./admin-dashboard-screen');
const parts = screenRoute(screen, 'AdminDashboardScreen');
const loader = ({ context }: { context: RouterContext }) => loadScreenData(context, screen, undefined);

// Two addresses, one screen (docs/product.md#screens-and-routes).
export const adminRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin',
  loader,
  ...parts,
});

export const adminDashboardRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/dashboard',
  loader,
  ...parts,
});
