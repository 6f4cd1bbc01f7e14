import { createRoute } from '@tanstack/react-router';
import * as z from 'zod';
import { role } from '../../../schemas/auth';
import { PlaceholderPage } from '../components/placeholder-page';
import { adminArea } from './admin-area';

function Screen() {
  return <PlaceholderPage title="Users" />;
}

/** `?role=creator` / `?role=user` narrow the list (links from the admin dashboard); anything else is ignored. */
const adminUsersSearch = z.object({ role: role.optional().catch(undefined) });

export const adminUsersRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/users',
  validateSearch: adminUsersSearch,
  component: Screen,
});
