import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';

const PrivacyPolicyPage = lazyRouteComponent(
  () => import('../features/marketing/components/privacy-policy-page'),
  'PrivacyPolicyPage',
);

export const privacyPolicyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/privacy-policy',
  component: PrivacyPolicyPage,
});
