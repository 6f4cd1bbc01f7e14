import { createRoute } from '@tanstack/react-router';
import { loadScreenData, screenRoute } from '../lib/data-screen';
import { searchStrings } from '../lib/search-strings';
import { adminArea } from './admin-area';

const screen = () => import('./admin-transactions-screen');

export const adminTransactionsRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/transactions',
  validateSearch: searchStrings('type', 'from', 'to'),
  // Other filters are another first page: the loader waits for it.
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadScreenData(context, screen, deps),
  ...screenRoute(screen, 'AdminTransactionsScreen'),
});
