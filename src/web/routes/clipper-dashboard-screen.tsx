import { YouTubeChannelCard } from '../features/channels/components/youtube-channel-card';
import {
  ClipperDashboardPage,
  DASHBOARD_FAILED,
} from '../features/clipper-dashboard/components/clipper-dashboard-page';
import { ClipperDashboardPending } from '../features/clipper-dashboard/components/clipper-dashboard-skeleton';
import { MyClipsTab } from '../features/clips/components/my-clips-tab';
import { SubmitClipModal } from '../features/clips/components/submit-clip-modal';
import { InstagramCard } from '../features/instagram/components/instagram-card';
import { defineScreen } from '../lib/data-screen';
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
  loadFailed: DASHBOARD_FAILED,
  title: 'Clipper Dashboard',
});
