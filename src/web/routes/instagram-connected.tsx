import { createRoute } from '@tanstack/react-router';
import { dataScreen } from '../lib/data-screen';
import { searchStrings } from '../lib/search-strings';
import { clipperArea } from './clipper-area';

const InstagramConnectedPage = dataScreen(
  () => import('../features/instagram/components/instagram-connected-page'),
  'InstagramConnectedPage',
);

/** Where Instagram sends the clipper back after its authorize page (docs/trust.md#instagram). */
export const instagramConnectedRoute = createRoute({
  getParentRoute: () => clipperArea,
  path: '/clipper/instagram/connected',
  validateSearch: searchStrings('code', 'state', 'error'),
  component: InstagramConnectedPage,
});
