import { createRoute } from '@tanstack/react-router';
import { screenRoute } from '../lib/data-screen';
import { adminArea } from './admin-area';

export const adminPayoutsRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/payouts',
  ...screenRoute(() => import('./admin-payouts-screen')),
});
