import type { QueryClient } from '@tanstack/react-query';
import { useRouterState, getRouteApi } from '@tanstack/react-router';
import { useMemo, type ReactElement } from 'react';
import * as z from 'zod';
import { campaignStatus } from '@schemas/campaign';
import { adminCampaignsQuery } from '../features/admin/api/admin-queries';
import { AdminCampaignsPage, AdminCampaignsPending } from '../features/admin/components/campaigns-page';

// By its id, not its module: the route module loads this screen lazily (no import cycle).
const adminCampaignsRoute = getRouteApi('/admin-area/admin/campaigns');

export { CAMPAIGNS_FAILED as loadFailed } from '../features/admin/api/admin-queries';

/** `?status=` narrows the list; anything unknown is ignored. */
const adminCampaignsSearch = z.object({ status: campaignStatus.optional().catch(undefined) });

export function AdminCampaignsScreen() {
  const search = adminCampaignsRoute.useSearch();
  const filters = useMemo(() => adminCampaignsSearch.parse(search), [search]);
  const navigate = adminCampaignsRoute.useNavigate();
  return <AdminCampaignsPage filters={filters} onFiltersChange={(next) => void navigate({ search: next })} />;
}

/** The placeholder shows the status of the address being loaded. */
export function Pending(): ReactElement {
  const search = useRouterState({ select: (state) => state.location.search });
  const filters = useMemo(() => adminCampaignsSearch.parse(search), [search]);
  return <AdminCampaignsPending filters={filters} />;
}

export const ensure = (client: QueryClient, search: Partial<Record<'status', string>>): Promise<unknown> =>
  client.ensureInfiniteQueryData(adminCampaignsQuery(adminCampaignsSearch.parse(search)));

/** The heading kept above a failed load. */
export const title = 'Campaigns';
