import { createRoute } from '@tanstack/react-router';
import { signedInMenu } from '../components/nav-bar';
import { dataScreen } from '../lib/data-screen';
import { rootRoute } from './root';

const AdminLoginPage = dataScreen(() => import('../features/auth/components/admin-login-page'), 'AdminLoginPage');

export const adminLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/login',
  // The nav bar's signed-in menu comes ahead, so it is there the moment the sign-in succeeds.
  loader: () => void signedInMenu.load(),
  component: AdminLoginPage,
});
