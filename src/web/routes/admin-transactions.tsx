import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as z from 'zod';
import { transactionType } from '../../../schemas/wallet';
import { preloadWith } from '../lib/preload-with';
import { adminArea } from './admin-area';

const AdminTransactionsPage = lazyRouteComponent(
  () => import('../features/admin/components/transactions-page'),
  'AdminTransactionsPage',
);

function Screen() {
  const filters = adminTransactionsRoute.useSearch();
  const navigate = adminTransactionsRoute.useNavigate();
  return <AdminTransactionsPage filters={filters} onFiltersChange={(search) => void navigate({ search })} />;
}

/** `?type=`, `?from=` and `?to=` (YYYY-MM-DD, both days included) narrow the list; anything malformed is ignored. */
const adminTransactionsSearch = z.object({
  type: transactionType.optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
});

export const adminTransactionsRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/transactions',
  validateSearch: adminTransactionsSearch,
  component: preloadWith(Screen, AdminTransactionsPage),
});
