import { createRoute } from '@tanstack/react-router';
import { loadScreenData, screenRoute } from '../lib/data-screen';
import { searchStrings } from '../lib/search-strings';
import { rootRoute } from './root';

const screen = () => import('./discover-screen');

export const discoverRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/discover',
  // `?q=` searches and `?sort=payout|budget` sorts (docs/product.md#screens-and-routes); the screen checks the values.
  // A new search or sort runs the loader again: its list shows once its first page is in.
  validateSearch: searchStrings('q', 'sort'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadScreenData(context, screen, deps),
  ...screenRoute(screen, 'DiscoverScreen'),
});
