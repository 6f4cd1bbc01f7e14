import { createRoute } from '@tanstack/react-router';
import { routeChunk } from '../lib/route-chunk';
import { searchStrings } from '../lib/search-strings';
import { rootRoute } from './root';

const SandboxGoogleConsentPage = routeChunk(
  () =>
    import('../features/channels/components/sandbox-google-consent-page').then(
      (module) => module.SandboxGoogleConsentPage,
    ),
  // Opened by a signed-in clipper, in a window of its own: the channels' words are the signed-in screens'.
  'all',
);

/** The offline sandbox's stand-in for Google's consent page (docs/trust.md#channel-ownership): anyone may open it. */
export const sandboxGoogleAuthorizeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sandbox/google/authorize',
  validateSearch: searchStrings('client_id', 'redirect_uri', 'state', 'login_hint'),
  component: SandboxGoogleConsentPage,
});
