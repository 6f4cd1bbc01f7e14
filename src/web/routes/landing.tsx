import { createRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/marketing/components/landing-page';
import { rootRoute } from './root';

export const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: LandingPage,
});
