import { createRoute } from '@tanstack/react-router';
import { loadScreenData, screenRoute } from '../lib/data-screen';
import type { RouterContext } from '../lib/router-context';
import { clipperArea } from './clipper-area';

const screen = () => import('./clipper-dashboard-screen');
const parts = screenRoute(screen, 'ClipperDashboardScreen');
const loader = ({ context }: { context: RouterContext }) => loadScreenData(context, screen, undefined);

// Two addresses, one screen (docs/product.md#screens-and-routes).
export const dashboardRoute = createRoute({
  getParentRoute: () => clipperArea,
  path: '/dashboard',
  loader,
  ...parts,
});

export const clipperDashboardRoute = createRoute({
  getParentRoute: () => clipperArea,
  path: '/clipper-dashboard',
  loader,
  ...parts,
});
