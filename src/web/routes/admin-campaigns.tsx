import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as z from 'zod';
import { campaignStatus } from '../../../schemas/campaign';
import { preloadWith } from '../lib/preload-with';
import { adminArea } from './admin-area';

const AdminCampaignsPage = lazyRouteComponent(
  () => import('../features/admin/components/campaigns-page'),
  'AdminCampaignsPage',
);

function Screen() {
  const filters = adminCampaignsRoute.useSearch();
  const navigate = adminCampaignsRoute.useNavigate();
  return <AdminCampaignsPage filters={filters} onFiltersChange={(search) => void navigate({ search })} />;
}

/** `?status=` narrows the list; anything unknown is ignored. */
const adminCampaignsSearch = z.object({ status: campaignStatus.optional().catch(undefined) });

export const adminCampaignsRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/campaigns',
  validateSearch: adminCampaignsSearch,
  component: preloadWith(Screen, AdminCampaignsPage),
});
