import { useRouterState, getRouteApi } from '@tanstack/react-router';
import { useMemo, type ReactElement } from 'react';
import * as z from 'zod';
import { campaignStatus } from '@schemas/campaign';
import { adminCampaignsQuery } from '../features/admin/api/admin-queries';
import { AdminCampaignsPage, AdminCampaignsPending } from '../features/admin/components/campaigns-page';
import { defineScreen } from '../lib/data-screen';
import { t } from '../lib/i18n';

// By its id, not its module: the route module loads this screen lazily (no import cycle).
const adminCampaignsRoute = getRouteApi('/admin-area/admin/campaigns');

/** `?status=` narrows the list; anything unknown is ignored. */
const adminCampaignsSearch = z.object({ status: campaignStatus.optional().catch(undefined) });

function AdminCampaignsScreen() {
  const search = adminCampaignsRoute.useSearch();
  const filters = useMemo(() => adminCampaignsSearch.parse(search), [search]);
  const navigate = adminCampaignsRoute.useNavigate();
  return <AdminCampaignsPage filters={filters} onFiltersChange={(next) => void navigate({ search: next })} />;
}

/** The placeholder shows the status of the address being loaded. */
function AdminCampaignsScreenPending(): ReactElement {
  const search = useRouterState({ select: (state) => state.location.search });
  const filters = useMemo(() => adminCampaignsSearch.parse(search), [search]);
  return <AdminCampaignsPending filters={filters} />;
}

export const screen = defineScreen({
  component: AdminCampaignsScreen,
  Pending: AdminCampaignsScreenPending,
  ensure: (client, { search }: { search: Partial<Record<'status', string>> }) =>
    client.ensureInfiniteQueryData(adminCampaignsQuery(adminCampaignsSearch.parse(search))),
  // Getters: read when the screen fails, in the reader's language (never when this module loads).
  get loadFailed() {
    return t('admin.campaignsFailed');
  },
  get title() {
    return t('admin.campaignsTitle');
  },
});
