import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as z from 'zod';
import { role } from '../../../schemas/auth';
import { preloadWith } from '../lib/preload-with';
import { adminArea } from './admin-area';

const AdminUsersPage = lazyRouteComponent(() => import('../features/admin/components/users-page'), 'AdminUsersPage');

function Screen() {
  const filters = adminUsersRoute.useSearch();
  const navigate = adminUsersRoute.useNavigate();
  return <AdminUsersPage filters={filters} onFiltersChange={(search) => void navigate({ search })} />;
}

/** `?role=creator` / `?role=user` narrow the list (links from the admin dashboard), `?q=` searches; anything else is ignored. */
const adminUsersSearch = z.object({
  role: role.optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
});

export const adminUsersRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/users',
  validateSearch: adminUsersSearch,
  component: preloadWith(Screen, AdminUsersPage),
});
