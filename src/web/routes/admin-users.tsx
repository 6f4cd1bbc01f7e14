import { createRoute } from '@tanstack/react-router';
import { screenRoute } from '../lib/data-screen';
import { searchStrings } from '../lib/search-strings';
import { adminArea } from './admin-area';

export const adminUsersRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/users',
  // Another role or search is another first page: the loader waits for it (screenRoute's loaderDeps).
  validateSearch: searchStrings('role', 'q'),
  ...screenRoute(() => import('./admin-users-screen')),
});
