import { useMemo } from 'react';
import * as z from 'zod';
import { transactionType } from '@schemas/wallet';
import { AdminTransactionsPage } from '../features/admin/components/transactions-page';
import { adminTransactionsRoute } from './admin-transactions';

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
