import { createRoute } from '@tanstack/react-router';
import { dataScreen } from '../lib/data-screen';
import { searchStrings } from '../lib/search-strings';
import { adminArea } from './admin-area';

const AdminCampaignsScreen = dataScreen(() => import('./admin-campaigns-screen'), 'AdminCampaignsScreen');

export const adminCampaignsRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/campaigns',
  validateSearch: searchStrings('status'),
  component: AdminCampaignsScreen,
});
