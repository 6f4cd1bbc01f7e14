import { YouTubeChannelCard } from '../features/channels/components/youtube-channel-card';
import { ClipperDashboardPage } from '../features/clipper-dashboard/components/clipper-dashboard-page';
import { ClipperDashboardPending } from '../features/clipper-dashboard/components/clipper-dashboard-skeleton';
import { MyClipsTab } from '../features/clips/components/my-clips-tab';
import { SubmitClipModal } from '../features/clips/components/submit-clip-modal';
import { InstagramCard } from '../features/instagram/components/instagram-card';
import { defineScreen } from '../lib/data-screen';
import { t } from '../lib/i18n';
import { userDashboardQuery } from '../features/clipper-dashboard/api/user-dashboard-query';

// The route composes four features: the dashboard, the accounts a clipper links (the channels' YouTube card and the
// Instagram card), and the clips' My Clips and Submit Clip.
function ClipperDashboardScreen() {
  return (
    <ClipperDashboardPage
      accountCards={
        <>
          <YouTubeChannelCard />
          <InstagramCard />
        </>
      }
      MyClips={MyClipsTab}
      SubmitClip={SubmitClipModal}
    />
  );
}

export const screen = defineScreen({
  component: ClipperDashboardScreen,
  Pending: ClipperDashboardPending,
  ensure: (client) => client.ensureQueryData(userDashboardQuery()),
  // Getters: read when the failure shows, in the reader's language (never when this module loads).
  get loadFailed() {
    return t('dashboards.clipperDashboardFailed');
  },
  get title() {
    return t('dashboards.clipperDashboardTitle');
  },
});
