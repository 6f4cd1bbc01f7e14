import type { QueryClient } from '@tanstack/react-query';
import { useRouterState, getRouteApi } from '@tanstack/react-router';
import { useMemo, type ReactElement } from 'react';
import * as z from 'zod';
import { transactionType } from '@schemas/wallet';
import { adminTransactionsQuery } from '../features/admin/api/admin-queries';
import { AdminTransactionsPage, AdminTransactionsPending } from '../features/admin/components/transactions-page';

// By its id, not its module: the route module loads this screen lazily (no import cycle).
const adminTransactionsRoute = getRouteApi('/admin-area/admin/transactions');

export { TRANSACTIONS_FAILED as loadFailed } from '../features/admin/api/admin-queries';

/** `?type=`, `?from=` and `?to=` (YYYY-MM-DD, both days included) narrow the list; anything malformed is ignored. */
const adminTransactionsSearch = z.object({
  type: transactionType.optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
});

export function AdminTransactionsScreen() {
  const search = adminTransactionsRoute.useSearch();
  const filters = useMemo(() => adminTransactionsSearch.parse(search), [search]);
  const navigate = adminTransactionsRoute.useNavigate();
  return <AdminTransactionsPage filters={filters} onFiltersChange={(next) => void navigate({ search: next })} />;
}

/** The placeholder shows the filters of the address being loaded. */
export function Pending(): ReactElement {
  const search = useRouterState({ select: (state) => state.location.search });
  const filters = useMemo(() => adminTransactionsSearch.parse(search), [search]);
  return <AdminTransactionsPending filters={filters} />;
}

export const ensure = (
  client: QueryClient,
  search: Partial<Record<'type' | 'from' | 'to', string>>,
): Promise<unknown> => client.ensureInfiniteQueryData(adminTransactionsQuery(adminTransactionsSearch.parse(search)));

/** The heading kept above a failed load. */
export const title = 'Transactions';
