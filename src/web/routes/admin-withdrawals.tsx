import { createRoute } from '@tanstack/react-router';
import { AdminWithdrawalsPage } from '../features/wallet/components/admin-withdrawals-page';
import { adminArea } from './admin-area';

export const adminWithdrawalsRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/withdrawals',
  component: AdminWithdrawalsPage,
});
