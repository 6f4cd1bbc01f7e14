import { WITHDRAWALS_FAILED } from '../features/wallet/api/wallet-queries';
import { AdminWithdrawalsPage, ensureAdminWithdrawals } from '../features/wallet/components/admin-withdrawals-page';
import { AdminWithdrawalsPending } from '../features/wallet/components/admin-withdrawals-pending';
import { defineScreen } from '../lib/data-screen';

export const screen = defineScreen({
  component: AdminWithdrawalsPage,
  Pending: AdminWithdrawalsPending,
  ensure: ensureAdminWithdrawals,
  loadFailed: WITHDRAWALS_FAILED,
  title: 'Withdrawals',
});
