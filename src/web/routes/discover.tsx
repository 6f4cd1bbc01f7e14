import { createRoute } from '@tanstack/react-router';
import { dataScreen, prefetchScreenData } from '../lib/data-screen';
import { rootRoute } from './root';

const screen = () => import('./discover-screen');

export const discoverRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/discover',
  loader: ({ context }) => prefetchScreenData(context, screen, undefined),
  component: dataScreen(screen, 'DiscoverScreen'),
});
