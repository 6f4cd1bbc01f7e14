import { createRoute } from '@tanstack/react-router';
import { dataScreen } from '../lib/data-screen';
import { searchStrings } from '../lib/search-strings';
import { rootRoute } from './root';

const AcceptInvitationPage = dataScreen(
  () => import('../features/auth/components/accept-invitation-page'),
  'AcceptInvitationPage',
);

/** An emailed link's page (docs/accounts.md#links). */
export const acceptInvitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/accept-invitation',
  validateSearch: searchStrings('token'),
  component: AcceptInvitationPage,
});
