import { createRoute } from '@tanstack/react-router';
import { screenRoute } from '../lib/data-screen';
import { searchStrings } from '../lib/search-strings';
import { adminArea } from './admin-area';

export const adminTransactionsRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/transactions',
  // Other filters are another first page: the loader waits for it (screenRoute's loaderDeps).
  validateSearch: searchStrings('type', 'from', 'to'),
  ...screenRoute(() => import('./admin-transactions-screen')),
});
