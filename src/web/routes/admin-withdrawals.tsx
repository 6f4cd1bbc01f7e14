import { createRoute } from '@tanstack/react-router';
import { dataScreen } from '../lib/data-screen';
import { adminArea } from './admin-area';

const AdminWithdrawalsPage = dataScreen(
  () => import('../features/wallet/components/admin-withdrawals-page'),
  'AdminWithdrawalsPage',
);

export const adminWithdrawalsRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/withdrawals',
  component: AdminWithdrawalsPage,
});
