import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { campaignListQuery } from '../features/campaigns/api/campaign-queries';
import { DiscoverPage } from '../features/campaigns/components/discover-page';
import { discoverFiltersOf } from '../features/campaigns/discover-search';
import { discoverRoute } from './discover';

export function DiscoverScreen() {
  const search = discoverRoute.useSearch();
  const filters = useMemo(() => discoverFiltersOf(search), [search]);
  const navigate = discoverRoute.useNavigate();
  return <DiscoverPage filters={filters} onFiltersChange={(next) => void navigate({ search: next })} />;
}

export const prefetch = (client: QueryClient, search: Record<string, unknown>) =>
  client.prefetchInfiniteQuery(campaignListQuery(discoverFiltersOf(search)));
