import { createRoute } from '@tanstack/react-router';
import { TermsOfServicePage } from '../features/marketing/components/terms-of-service-page';
import { rootRoute } from './root';

export const termsOfServiceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/terms-of-service',
  component: TermsOfServicePage,
});
