import { createRoute } from '@tanstack/react-router';
import { AdminLoginPage } from '../features/auth/components/admin-login-page';
import { rootRoute } from './root';

export const adminLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/login',
  component: AdminLoginPage,
});
