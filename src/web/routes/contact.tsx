import { createRoute } from '@tanstack/react-router';
import { dataScreen } from '../lib/data-screen';
import { rootRoute } from './root';

// A data screen: the configured contact details come from the API (GET /api/site/contact).
const ContactPage = dataScreen(() => import('../features/marketing/components/contact-page'), 'ContactPage');

export const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contact',
  component: ContactPage,
});
