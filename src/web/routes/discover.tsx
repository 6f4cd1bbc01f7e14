import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { campaignListQuery } from '../features/campaigns/api/campaign-queries';
import { rootRoute } from './root';

const DiscoverPage = lazyRouteComponent(() => import('../features/campaigns/components/discover-page'), 'DiscoverPage');

export const discoverRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/discover',
  // Warms the cache without blocking: the page shows its own loading and error states (SPEC.md section 2).
  loader: ({ context }) => {
    void context.queryClient.prefetchInfiniteQuery(campaignListQuery());
  },
  component: DiscoverPage,
});
