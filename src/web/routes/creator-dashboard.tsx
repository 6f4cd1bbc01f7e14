import { createRoute } from '@tanstack/react-router';
import { creatorDashboardQuery } from '../features/creator-dashboard/api/creator-dashboard-query';
import { CreatorDashboardPage } from '../features/creator-dashboard/components/creator-dashboard-page';
import { TopUpButton } from '../features/wallet/components/top-up-button';
import type { RouterContext } from '../lib/router-context';
import { creatorArea } from './creator-area';

// Warms the cache without blocking: the page shows its own loading and error states.
const loader = ({ context }: { context: RouterContext }) => {
  void context.queryClient.prefetchQuery(creatorDashboardQuery());
};

// The route composes two features: the dashboard, and the wallet's top-up flow as its quick action.
function Screen() {
  return <CreatorDashboardPage topUpAction={<TopUpButton variant="light" />} />;
}

// Two addresses, one screen (SPEC.md section 2).
export const creatorRoute = createRoute({
  getParentRoute: () => creatorArea,
  path: '/creator',
  loader,
  component: Screen,
});

export const creatorDashboardRoute = createRoute({
  getParentRoute: () => creatorArea,
  path: '/creator-dashboard',
  loader,
  component: Screen,
});
