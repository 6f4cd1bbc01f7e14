import { createRoute } from '@tanstack/react-router';
import { SignupPage } from '../features/auth/components/signup-page';
import { rootRoute } from './root';

export const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signup',
  component: SignupPage,
});
