import { createRoute } from '@tanstack/react-router';
import { dataScreen, prefetchScreenData } from '../lib/data-screen';
import { searchStrings } from '../lib/search-strings';
import { rootRoute } from './root';

const screen = () => import('./discover-screen');

export const discoverRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/discover',
  // `?q=` searches and `?sort=payout|budget` sorts (docs/product.md#screens-and-routes); the screen checks the values.
  validateSearch: searchStrings('q', 'sort'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchScreenData(context, screen, deps),
  component: dataScreen(screen, 'DiscoverScreen'),
});
