import type { QueryClient } from '@tanstack/react-query';
import { YouTubeChannelCard } from '../features/channels/components/youtube-channel-card';
import { ClipperDashboardPage } from '../features/clipper-dashboard/components/clipper-dashboard-page';
import { MyClipsTab } from '../features/clips/components/my-clips-tab';
import { SubmitClipModal } from '../features/clips/components/submit-clip-modal';
import { userDashboardQuery } from '../lib/user-dashboard-query';

export { ClipperDashboardPending as Pending } from '../features/clipper-dashboard/components/clipper-dashboard-skeleton';
export { DASHBOARD_FAILED as loadFailed } from '../features/clipper-dashboard/components/clipper-dashboard-page';

// The route composes three features: the dashboard, the channels' YouTube card, and the clips' My Clips and Submit Clip.
export function ClipperDashboardScreen() {
  return (
    <ClipperDashboardPage channelCard={<YouTubeChannelCard />} MyClips={MyClipsTab} SubmitClip={SubmitClipModal} />
  );
}

export const ensure = (client: QueryClient) => client.ensureQueryData(userDashboardQuery());

/** The heading kept above a failed load. */
export const title = 'Clipper Dashboard';
