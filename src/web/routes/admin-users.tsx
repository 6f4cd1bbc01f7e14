import { createRoute } from '@tanstack/react-router';
import { loadScreenData, screenRoute } from '../lib/data-screen';
import { searchStrings } from '../lib/search-strings';
import { adminArea } from './admin-area';

const screen = () => import('./admin-users-screen');

export const adminUsersRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/users',
  validateSearch: searchStrings('role', 'q'),
  // Another role or search is another first page: the loader waits for it.
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadScreenData(context, screen, deps),
  ...screenRoute(screen, 'AdminUsersScreen'),
});
