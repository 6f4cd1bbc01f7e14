import { createRoute } from '@tanstack/react-router';
import { dataScreen } from '../lib/data-screen';
import { searchStrings } from '../lib/search-strings';
import { rootRoute } from './root';

const ResetPasswordPage = dataScreen(
  () => import('../features/auth/components/reset-password-page'),
  'ResetPasswordPage',
);

/** An emailed link's page (docs/accounts.md#links). */
export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  validateSearch: searchStrings('token'),
  component: ResetPasswordPage,
});
