import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminArea } from './admin-area';

const AdminWithdrawalsPage = lazyRouteComponent(
  () => import('../features/wallet/components/admin-withdrawals-page'),
  'AdminWithdrawalsPage',
);

export const adminWithdrawalsRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/withdrawals',
  component: AdminWithdrawalsPage,
});
