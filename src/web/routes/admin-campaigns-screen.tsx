import { useMemo } from 'react';
import * as z from 'zod';
import { campaignStatus } from '@schemas/campaign';
import { AdminCampaignsPage } from '../features/admin/components/campaigns-page';
import { adminCampaignsRoute } from './admin-campaigns';

/** `?status=` narrows the list; anything unknown is ignored. */
const adminCampaignsSearch = z.object({ status: campaignStatus.optional().catch(undefined) });

export function AdminCampaignsScreen() {
  const search = adminCampaignsRoute.useSearch();
  const filters = useMemo(() => adminCampaignsSearch.parse(search), [search]);
  const navigate = adminCampaignsRoute.useNavigate();
  return <AdminCampaignsPage filters={filters} onFiltersChange={(next) => void navigate({ search: next })} />;
}
