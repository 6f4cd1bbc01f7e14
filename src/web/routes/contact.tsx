import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';

const ContactPage = lazyRouteComponent(() => import('../features/marketing/components/contact-page'), 'ContactPage');

export const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contact',
  component: ContactPage,
});
