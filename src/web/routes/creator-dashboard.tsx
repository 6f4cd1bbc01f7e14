import { createRoute } from '@tanstack/react-router';
import { dataScreen, prefetchScreenData } from '../lib/data-screen';
import type { RouterContext } from '../lib/router-context';
import { creatorArea } from './creator-area';

const screen = () => import('./creator-dashboard-screen');
const CreatorDashboardScreen = dataScreen(screen, 'CreatorDashboardScreen');
const loader = ({ context }: { context: RouterContext }) => prefetchScreenData(context, screen, undefined);

// Two addresses, one screen (docs/product.md#screens-and-routes).
export const creatorRoute = createRoute({
  getParentRoute: () => creatorArea,
  path: '/creator',
  loader,
  component: CreatorDashboardScreen,
});

export const creatorDashboardRoute = createRoute({
  getParentRoute: () => creatorArea,
  path: '/creator-dashboard',
  loader,
  component: CreatorDashboardScreen,
});
