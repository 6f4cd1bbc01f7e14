import { createRoute } from '@tanstack/react-router';
import { screenRoute } from '../lib/data-screen';
import { searchStrings } from '../lib/search-strings';
import { rootRoute } from './root';

export const discoverRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/discover',
  // `?q=` searches, `?sort=payout|budget` sorts and `?platform=` keeps one platform's campaigns (docs/product.md#screens-and-routes); the screen checks the values.
  // A new search or sort runs the loader again: its list shows once its first page is in.
  validateSearch: searchStrings('q', 'sort', 'platform'),
  // Drawn by the server; its code is in the public campaign screens' chunk (vite.config.ts).
  ...screenRoute(() => import('./discover-screen'), 'campaigns'),
});
