import { createRoute } from '@tanstack/react-router';
import { screenRoute } from '../lib/data-screen';
import { adminArea } from './admin-area';

export const adminWithdrawalsRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/withdrawals',
  ...screenRoute(() => import('./admin-withdrawals-screen')),
});
