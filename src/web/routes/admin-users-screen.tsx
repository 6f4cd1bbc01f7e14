import { useMemo } from 'react';
import * as z from 'zod';
import { role } from '@schemas/auth';
import { AdminUsersPage } from '../features/admin/components/users-page';
import { adminUsersRoute } from './admin-users';

/** `?role=creator` / `?role=user` narrow the list (links from the admin dashboard), `?q=` searches; anything else is ignored. */
const adminUsersSearch = z.object({
  role: role.optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
});

export function AdminUsersScreen() {
  const search = adminUsersRoute.useSearch();
  const filters = useMemo(() => adminUsersSearch.parse(search), [search]);
  const navigate = adminUsersRoute.useNavigate();
  return <AdminUsersPage filters={filters} onFiltersChange={(next) => void navigate({ search: next })} />;
}
