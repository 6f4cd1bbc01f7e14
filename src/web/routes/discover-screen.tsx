import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DiscoverPage, discoverListQuery } from '../features/campaigns/components/discover-page';
import { DiscoverPending } from '../features/campaigns/components/discover-pending';
import { discoverFiltersOf } from '../features/campaigns/discover-search';
import { queryKeys } from '../lib/query-keys';
import { defineScreen } from '../lib/data-screen';
import { t } from '../lib/i18n';

// By its id, not its module: the route module loads this screen lazily (no import cycle).
const discoverRoute = getRouteApi('/discover');

type DiscoverSearch = Partial<Record<'q' | 'sort', string>>;

function DiscoverScreen() {
  const search = discoverRoute.useSearch();
  const filters = useMemo(() => discoverFiltersOf(search), [search]);
  const navigate = discoverRoute.useNavigate();
  return <DiscoverPage filters={filters} onFiltersChange={(next) => void navigate({ search: next })} />;
}

export const screen = defineScreen({
  component: DiscoverScreen,
  Pending: DiscoverPending,
  // The first page of the address's search, in its sort (a server-rendered page brought it along: no call then).
  ensure: (client, { search }: { search: DiscoverSearch }) =>
    client.ensureInfiniteQueryData(discoverListQuery(discoverFiltersOf(search))),
  firstPaint: ({ search }) => {
    const filters = discoverFiltersOf(search);
    return [{ name: 'listCampaigns', query: filters, queryKey: queryKeys.campaigns.list(filters), infinite: true }];
  },
  // Getters: read when the screen fails, in the reader's language (never when this module loads).
  get loadFailed() {
    return t('campaigns.listFailed');
  },
  get title() {
    return t('campaigns.discoverTitle');
  },
});
