import type { QueryClient } from '@tanstack/react-query';
import { campaignListQuery } from '../features/campaigns/api/campaign-queries';

export { DiscoverPage as DiscoverScreen } from '../features/campaigns/components/discover-page';

export const prefetch = (client: QueryClient) => client.prefetchInfiniteQuery(campaignListQuery());
