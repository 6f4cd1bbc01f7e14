import type { QueryClient } from '@tanstack/react-query';
import { creatorDashboardQuery } from '../features/creator-dashboard/api/creator-dashboard-query';
import { CreatorDashboardPage } from '../features/creator-dashboard/components/creator-dashboard-page';
import { TopUpButton } from '../features/wallet/components/top-up-button';

// The route composes two features: the dashboard, and the wallet's top-up flow as its quick action.
export function CreatorDashboardScreen() {
  return <CreatorDashboardPage topUpAction={<TopUpButton variant="light" />} />;
}

export const prefetch = (client: QueryClient) => client.prefetchQuery(creatorDashboardQuery());
