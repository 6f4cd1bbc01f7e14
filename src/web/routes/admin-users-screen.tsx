import { useRouterState, getRouteApi } from '@tanstack/react-router';
import { useMemo, type ReactElement } from 'react';
import * as z from 'zod';
import { role } from '@schemas/auth';
import { adminUsersQuery } from '../features/admin/api/admin-queries';
import { AdminUsersPage, AdminUsersPending } from '../features/admin/components/users-page';
import { defineScreen } from '../lib/data-screen';
import { t } from '../lib/i18n';

// By its id, not its module: the route module loads this screen lazily (no import cycle).
const adminUsersRoute = getRouteApi('/admin-area/admin/users');

/** `?role=creator` / `?role=user` narrow the list (links from the admin dashboard), `?q=` searches; anything else is ignored. */
const adminUsersSearch = z.object({
  role: role.optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
});

type UsersSearch = Partial<Record<'role' | 'q', string>>;

function AdminUsersScreen() {
  const search = adminUsersRoute.useSearch();
  const filters = useMemo(() => adminUsersSearch.parse(search), [search]);
  const navigate = adminUsersRoute.useNavigate();
  return <AdminUsersPage filters={filters} onFiltersChange={(next) => void navigate({ search: next })} />;
}

/** The placeholder shows the filters of the address being loaded. */
function AdminUsersScreenPending(): ReactElement {
  const search = useRouterState({ select: (state) => state.location.search });
  const filters = useMemo(() => adminUsersSearch.parse(search), [search]);
  return <AdminUsersPending filters={filters} />;
}

export const screen = defineScreen({
  component: AdminUsersScreen,
  Pending: AdminUsersScreenPending,
  ensure: (client, { search }: { search: UsersSearch }) =>
    client.ensureInfiniteQueryData(adminUsersQuery(adminUsersSearch.parse(search))),
  // Getters: read when the screen fails, in the reader's language (never when this module loads).
  get loadFailed() {
    return t('admin.usersFailed');
  },
  get title() {
    return t('admin.usersTitle');
  },
});
