import { AdminWithdrawalsPage, ensureAdminWithdrawals } from '../features/wallet/components/admin-withdrawals-page';
import { AdminWithdrawalsPending } from '../features/wallet/components/admin-withdrawals-pending';
import { defineScreen } from '../lib/data-screen';
import { t } from '../lib/i18n';

export const screen = defineScreen({
  component: AdminWithdrawalsPage,
  Pending: AdminWithdrawalsPending,
  ensure: ensureAdminWithdrawals,
  // Getters: read when the screen fails, in the reader's language (never when this module loads).
  get loadFailed() {
    return t('admin.withdrawalsFailed');
  },
  get title() {
    return t('admin.withdrawalsTitle');
  },
});
