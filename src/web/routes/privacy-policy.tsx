import { createRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../features/marketing/components/privacy-policy-page';
import { rootRoute } from './root';

export const privacyPolicyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/privacy-policy',
  component: PrivacyPolicyPage,
});
