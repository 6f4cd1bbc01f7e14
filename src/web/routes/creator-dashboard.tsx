import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { creatorDashboardQuery } from '../features/creator-dashboard/api/creator-dashboard-query';
import { preloadWith } from '../lib/preload-with';
import type { RouterContext } from '../lib/router-context';
import { creatorArea } from './creator-area';

const CreatorDashboardPage = lazyRouteComponent(
  () => import('../features/creator-dashboard/components/creator-dashboard-page'),
  'CreatorDashboardPage',
);
const TopUpButton = lazyRouteComponent(() => import('../features/wallet/components/top-up-button'), 'TopUpButton');

// Warms the cache without blocking: the page shows its own loading and error states.
const loader = ({ context }: { context: RouterContext }) => {
  void context.queryClient.prefetchQuery(creatorDashboardQuery());
};

// The route composes two features: the dashboard, and the wallet's top-up flow as its quick action.
function Screen() {
  return <CreatorDashboardPage topUpAction={<TopUpButton variant="light" />} />;
}
const CreatorDashboardScreen = preloadWith(Screen, CreatorDashboardPage, TopUpButton);

// Two addresses, one screen (SPEC.md section 2).
export const creatorRoute = createRoute({
  getParentRoute: () => creatorArea,
  path: '/creator',
  loader,
  component: CreatorDashboardScreen,
});

export const creatorDashboardRoute = createRoute({
  getParentRoute: () => creatorArea,
  path: '/creator-dashboard',
  loader,
  component: CreatorDashboardScreen,
});
