import { createRoute } from '@tanstack/react-router';
import { dataScreen } from '../lib/data-screen';
import { searchStrings } from '../lib/search-strings';
import { rootRoute } from './root';

const VerifyEmailPage = dataScreen(() => import('../features/auth/components/verify-email-page'), 'VerifyEmailPage');

/** An emailed link's page (docs/accounts.md#links). */
export const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify-email',
  validateSearch: searchStrings('token'),
  component: VerifyEmailPage,
});
