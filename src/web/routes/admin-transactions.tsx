import { createRoute } from '@tanstack/react-router';
import { dataScreen } from '../lib/data-screen';
import { searchStrings } from '../lib/search-strings';
import { adminArea } from './admin-area';

const AdminTransactionsScreen = dataScreen(
  () => import('./admin-transactions-screen'),
  'AdminTransactionsScreen',
);

export const adminTransactionsRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/transactions',
  validateSearch: searchStrings('type', 'from', 'to'),
  component: AdminTransactionsScreen,
});
