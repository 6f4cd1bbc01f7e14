import { createRoute } from '@tanstack/react-router';
import { routeChunk } from '../lib/route-chunk';
import { rootRoute } from './root';

const TermsOfServicePage = routeChunk(() =>
  import('../features/marketing/components/terms-of-service-page').then((module) => module.TermsOfServicePage),
);

export const termsOfServiceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/terms-of-service',
  component: TermsOfServicePage,
});
