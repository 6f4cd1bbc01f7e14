import { createRoute } from '@tanstack/react-router';
import { screenRoute } from '../lib/data-screen';
import { searchStrings } from '../lib/search-strings';
import { adminArea } from './admin-area';

export const adminAuditRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/audit',
  // Other filters are another first page: the loader waits for it (screenRoute's loaderDeps).
  validateSearch: searchStrings('action', 'objectType', 'objectId'),
  ...screenRoute(() => import('./admin-audit-screen')),
});
