import type { ReactElement } from 'react';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { campaignDetailQuery } from '../features/campaigns/api/campaign-queries';
import { preloadWith } from '../lib/preload-with';
import { rootRoute } from './root';

const CampaignDetailPage = lazyRouteComponent(
  () => import('../features/campaigns/components/campaign-detail-page'),
  'CampaignDetailPage',
);

// The explicit return type keeps the route's type from depending on itself.
function Screen(): ReactElement {
  const { id } = campaignDetailRoute.useParams();
  return <CampaignDetailPage id={id} />;
}

export const campaignDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/campaign/$id',
  // Warms the cache without blocking: the page shows its own loading, 404 and error states.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(campaignDetailQuery(params.id));
  },
  component: preloadWith(Screen, CampaignDetailPage),
});
