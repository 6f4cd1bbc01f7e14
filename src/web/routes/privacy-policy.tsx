import { createRoute } from '@tanstack/react-router';
import { routeChunk } from '../lib/route-chunk';
import { rootRoute } from './root';

const PrivacyPolicyPage = routeChunk(() =>
  import('../features/marketing/components/privacy-policy-page').then((module) => module.PrivacyPolicyPage),
);

export const privacyPolicyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/privacy-policy',
  component: PrivacyPolicyPage,
});
