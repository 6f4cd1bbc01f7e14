import { createRoute } from '@tanstack/react-router';
import { dataScreen } from '../lib/data-screen';
import { searchStrings } from '../lib/search-strings';
import { adminArea } from './admin-area';

const AdminUsersScreen = dataScreen(() => import('./admin-users-screen'), 'AdminUsersScreen');

export const adminUsersRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/users',
  validateSearch: searchStrings('role', 'q'),
  component: AdminUsersScreen,
});
