import { createRoute } from '@tanstack/react-router';
import { signedInMenu } from '../components/nav-bar';
import { dataScreen } from '../lib/data-screen';
import { searchStrings } from '../lib/search-strings';
import { rootRoute } from './root';

const AcceptInvitationPage = dataScreen(
  () => import('../features/auth/components/accept-invitation-page'),
  'AcceptInvitationPage',
);

/** An emailed link's page (docs/accounts.md#links): an invited admin joins the team, signed in at once. */
export const acceptInvitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/accept-invitation',
  validateSearch: searchStrings('token'),
  // The nav bar's signed-in menu comes ahead, so it is there the moment the new admin is signed in.
  loader: () => void signedInMenu.load(),
  component: AcceptInvitationPage,
});
