import { createRoute } from '@tanstack/react-router';
import { loadScreenData, screenRoute } from '../lib/data-screen';
import type { RouterContext } from '../lib/router-context';
import { creatorArea } from './creator-area';

const screen = () => import('./creator-dashboard-screen');
const parts = screenRoute(screen, 'CreatorDashboardScreen');
const loader = ({ context }: { context: RouterContext }) => loadScreenData(context, screen, undefined);

// Two addresses, one screen (docs/product.md#screens-and-routes).
export const creatorRoute = createRoute({
  getParentRoute: () => creatorArea,
  path: '/creator',
  loader,
  ...parts,
});

export const creatorDashboardRoute = createRoute({
  getParentRoute: () => creatorArea,
  path: '/creator-dashboard',
  loader,
  ...parts,
});
