import { createRoute } from '@tanstack/react-router';
import { dataScreen } from '../lib/data-screen';
import { searchStrings } from '../lib/search-strings';
import { clipperArea } from './clipper-area';

const YouTubeConnectedPage = dataScreen(
  () => import('../features/channels/components/youtube-connected-page'),
  'YouTubeConnectedPage',
);

/** Where Google sends the clipper back after signing in (docs/trust.md#channel-ownership). */
export const youtubeConnectedRoute = createRoute({
  getParentRoute: () => clipperArea,
  path: '/clipper/youtube/connected',
  validateSearch: searchStrings('code', 'state', 'error'),
  component: YouTubeConnectedPage,
});
