import { CampaignEditor } from '../features/campaigns/components/campaign-editor';
import { PendingReviewsTab } from '../features/clips/components/pending-reviews-tab';
import { creatorDashboardQuery } from '../features/creator-dashboard/api/creator-dashboard-query';
import { CreatorDashboardPage } from '../features/creator-dashboard/components/creator-dashboard-page';
import { CreatorDashboardPending } from '../features/creator-dashboard/components/creator-dashboard-skeleton';
import { TopUpButton } from '../features/wallet/components/top-up-button';
import { defineScreen } from '../lib/data-screen';
import { t } from '../lib/i18n';

// The route composes four features: the dashboard; the campaigns' create, edit and delete; the clips' Pending
// Reviews; and the wallet's top-up flow as a quick action.
function CreatorDashboardScreen() {
  return (
    <CreatorDashboardPage
      topUpAction={<TopUpButton variant="light" />}
      CampaignEditor={CampaignEditor}
      PendingReviews={PendingReviewsTab}
    />
  );
}

export const screen = defineScreen({
  component: CreatorDashboardScreen,
  Pending: CreatorDashboardPending,
  ensure: (client) => client.ensureQueryData(creatorDashboardQuery()),
  // Getters: read when the failure shows, in the reader's language (never when this module loads).
  get loadFailed() {
    return t('dashboards.creatorDashboardFailed');
  },
  get title() {
    return t('dashboards.creatorDashboardTitle');
  },
});
