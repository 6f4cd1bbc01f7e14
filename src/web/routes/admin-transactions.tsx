import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { adminArea } from './admin-area';

function Screen() {
  return <PlaceholderPage title="Transactions" />;
}

export const adminTransactionsRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/transactions',
  component: Screen,
});
