import { useRouterState, getRouteApi } from '@tanstack/react-router';
import { useMemo, type ReactElement } from 'react';
import * as z from 'zod';
import { transactionType } from '@schemas/wallet';
import { adminTransactionsQuery } from '../features/admin/api/admin-queries';
import { AdminTransactionsPage, AdminTransactionsPending } from '../features/admin/components/transactions-page';
import { defineScreen } from '../lib/data-screen';
import { t } from '../lib/i18n';

// By its id, not its module: the route module loads this screen lazily (no import cycle).
const adminTransactionsRoute = getRouteApi('/admin-area/admin/transactions');

/** `?type=`, `?from=` and `?to=` (YYYY-MM-DD, both days included) narrow the list; anything malformed is ignored. */
const adminTransactionsSearch = z.object({
  type: transactionType.optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
});

function AdminTransactionsScreen() {
  const search = adminTransactionsRoute.useSearch();
  const filters = useMemo(() => adminTransactionsSearch.parse(search), [search]);
  const navigate = adminTransactionsRoute.useNavigate();
  return <AdminTransactionsPage filters={filters} onFiltersChange={(next) => void navigate({ search: next })} />;
}

/** The placeholder shows the filters of the address being loaded. */
function AdminTransactionsScreenPending(): ReactElement {
  const search = useRouterState({ select: (state) => state.location.search });
  const filters = useMemo(() => adminTransactionsSearch.parse(search), [search]);
  return <AdminTransactionsPending filters={filters} />;
}

export const screen = defineScreen({
  component: AdminTransactionsScreen,
  Pending: AdminTransactionsScreenPending,
  ensure: (client, { search }: { search: Partial<Record<'type' | 'from' | 'to', string>> }) =>
    client.ensureInfiniteQueryData(adminTransactionsQuery(adminTransactionsSearch.parse(search))),
  // Getters: read when the screen fails, in the reader's language (never when this module loads).
  get loadFailed() {
    return t('admin.transactionsFailed');
  },
  get title() {
    return t('admin.transactionsTitle');
  },
});
