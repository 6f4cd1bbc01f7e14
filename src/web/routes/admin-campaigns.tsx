import { createRoute } from '@tanstack/react-router';
import { loadScreenData, screenRoute } from '../lib/data-screen';
import { searchStrings } from '../lib/search-strings';
import { adminArea } from './admin-area';

const screen = () => import('./admin-campaigns-screen');

export const adminCampaignsRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/campaigns',
  validateSearch: searchStrings('status'),
  // Another status is another first page: the loader waits for it.
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadScreenData(context, screen, deps),
  ...screenRoute(screen, 'AdminCampaignsScreen'),
});
