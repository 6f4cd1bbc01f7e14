import type { QueryClient } from '@tanstack/react-query';
import { CampaignEditor } from '../features/campaigns/components/campaign-editor';
import { PendingReviewsTab } from '../features/clips/components/pending-reviews-tab';
import { creatorDashboardQuery } from '../features/creator-dashboard/api/creator-dashboard-query';
import { CreatorDashboardPage } from '../features/creator-dashboard/components/creator-dashboard-page';
import { TopUpButton } from '../features/wallet/components/top-up-button';

export { CreatorDashboardPending as Pending } from '../features/creator-dashboard/components/creator-dashboard-skeleton';
export { CREATOR_DASHBOARD_FAILED as loadFailed } from '../features/creator-dashboard/components/creator-dashboard-page';

// The route composes four features: the dashboard; the campaigns' create, edit and delete; the clips' Pending
// Reviews; and the wallet's top-up flow as a quick action.
export function CreatorDashboardScreen() {
  return (
    <CreatorDashboardPage
      topUpAction={<TopUpButton variant="light" />}
      CampaignEditor={CampaignEditor}
      PendingReviews={PendingReviewsTab}
    />
  );
}

export const ensure = (client: QueryClient) => client.ensureQueryData(creatorDashboardQuery());

/** The heading kept above a failed load. */
export const title = 'Creator Dashboard';
