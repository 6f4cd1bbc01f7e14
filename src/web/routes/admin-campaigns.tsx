import { createRoute } from '@tanstack/react-router';
import { screenRoute } from '../lib/data-screen';
import { searchStrings } from '../lib/search-strings';
import { adminArea } from './admin-area';

export const adminCampaignsRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/campaigns',
  // Another status is another first page: the loader waits for it (screenRoute's loaderDeps).
  validateSearch: searchStrings('status'),
  ...screenRoute(() => import('./admin-campaigns-screen')),
});
