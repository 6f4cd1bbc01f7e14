import { createRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/marketing/components/contact-page';
import { rootRoute } from './root';

export const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contact',
  component: ContactPage,
});
