import { createRoute } from '@tanstack/react-router';
import { routeChunk } from '../lib/route-chunk';
import { searchStrings } from '../lib/search-strings';
import { rootRoute } from './root';

const SandboxConsentPage = routeChunk(
  () => import('../features/instagram/components/sandbox-consent-page').then((module) => module.SandboxConsentPage),
  // Opened by a signed-in clipper, in a window of its own: the channels' words are the signed-in screens'.
  'all',
);

/** The offline sandbox's stand-in for Instagram's authorize page (docs/trust.md#instagram): anyone may open it. */
export const sandboxInstagramAuthorizeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sandbox/instagram/authorize',
  validateSearch: searchStrings('client_id', 'redirect_uri', 'state'),
  component: SandboxConsentPage,
});
