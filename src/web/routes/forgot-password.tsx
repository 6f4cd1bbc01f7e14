import { createRoute } from '@tanstack/react-router';
import { dataScreen } from '../lib/data-screen';
import { rootRoute } from './root';

const ForgotPasswordPage = dataScreen(
  () => import('../features/auth/components/forgot-password-page'),
  'ForgotPasswordPage',
);

/** Asks for a reset link (docs/accounts.md#password-reset). */
export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  component: ForgotPasswordPage,
});
