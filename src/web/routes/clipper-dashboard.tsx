import { createRoute } from '@tanstack/react-router';
import { dataScreen, prefetchScreenData } from '../lib/data-screen';
import type { RouterContext } from '../lib/router-context';
import { clipperArea } from './clipper-area';

const screen = () => import('./clipper-dashboard-screen');
const ClipperDashboardScreen = dataScreen(screen, 'ClipperDashboardScreen');
const loader = ({ context }: { context: RouterContext }) => prefetchScreenData(context, screen, undefined);

// Two addresses, one screen (docs/product.md#screens-and-routes).
export const dashboardRoute = createRoute({
  getParentRoute: () => clipperArea,
  path: '/dashboard',
  loader,
  component: ClipperDashboardScreen,
});

export const clipperDashboardRoute = createRoute({
  getParentRoute: () => clipperArea,
  path: '/clipper-dashboard',
  loader,
  component: ClipperDashboardScreen,
});
