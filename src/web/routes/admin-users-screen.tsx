import type { QueryClient } from '@tanstack/react-query';
import { useRouterState, getRouteApi } from '@tanstack/react-router';
import { useMemo, type ReactElement } from 'react';
import * as z from 'zod';
import { role } from '@schemas/auth';
import { adminUsersQuery } from '../features/admin/api/admin-queries';
import { AdminUsersPage, AdminUsersPending } from '../features/admin/components/users-page';

// By its id, not its module: the route module loads this screen lazily (no import cycle).
const adminUsersRoute = getRouteApi('/admin-area/admin/users');

export { USERS_FAILED as loadFailed } from '../features/admin/api/admin-queries';

/** `?role=creator` / `?role=user` narrow the list (links from the admin dashboard), `?q=` searches; anything else is ignored. */
const adminUsersSearch = z.object({
  role: role.optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
});

type UsersSearch = Partial<Record<'role' | 'q', string>>;

export function AdminUsersScreen() {
  const search = adminUsersRoute.useSearch();
  const filters = useMemo(() => adminUsersSearch.parse(search), [search]);
  const navigate = adminUsersRoute.useNavigate();
  return <AdminUsersPage filters={filters} onFiltersChange={(next) => void navigate({ search: next })} />;
}

/** The placeholder shows the filters of the address being loaded. */
export function Pending(): ReactElement {
  const search = useRouterState({ select: (state) => state.location.search });
  const filters = useMemo(() => adminUsersSearch.parse(search), [search]);
  return <AdminUsersPending filters={filters} />;
}

export const ensure = (client: QueryClient, search: UsersSearch): Promise<unknown> =>
  client.ensureInfiniteQueryData(adminUsersQuery(adminUsersSearch.parse(search)));

/** The heading kept above a failed load. */
export const title = 'Users';
