import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';

const SignupPage = lazyRouteComponent(() => import('../features/auth/components/signup-page'), 'SignupPage');

export const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signup',
  component: SignupPage,
});
