import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';

const TermsOfServicePage = lazyRouteComponent(
  () => import('../features/marketing/components/terms-of-service-page'),
  'TermsOfServicePage',
);

export const termsOfServiceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/terms-of-service',
  component: TermsOfServicePage,
});
