import { getRouteApi } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DiscoverPage, discoverListQuery } from '../features/campaigns/components/discover-page';
import { discoverFiltersOf } from '../features/campaigns/discover-search';

// By its id, not its module: the route module loads this screen lazily (no import cycle).
const discoverRoute = getRouteApi('/discover');

export { DiscoverPending as Pending } from '../features/campaigns/components/discover-pending';
export { LIST_FAILED as loadFailed } from '../features/campaigns/components/discover-page';

export function DiscoverScreen() {
  const search = discoverRoute.useSearch();
  const filters = useMemo(() => discoverFiltersOf(search), [search]);
  const navigate = discoverRoute.useNavigate();
  return <DiscoverPage filters={filters} onFiltersChange={(next) => void navigate({ search: next })} />;
}

/** The first page of the address's search, in its sort (a server-rendered page brought it along: no call then). */
export const ensure = (client: QueryClient, search: Record<string, unknown>) =>
  client.ensureInfiniteQueryData(discoverListQuery(discoverFiltersOf(search)));

/** The heading kept above a failed load. */
export const title = 'Discover Campaigns';
