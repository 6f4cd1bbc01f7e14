import { AdminPayoutsPage, ensureAdminPayouts } from '../features/wallet/components/admin-payouts-page';
import { AdminPayoutsPending } from '../features/wallet/components/admin-payouts-pending';
import { defineScreen } from '../lib/data-screen';
import { t } from '../lib/i18n';

export const screen = defineScreen({
  component: AdminPayoutsPage,
  Pending: AdminPayoutsPending,
  ensure: ensureAdminPayouts,
  // Getters: read when the screen fails, in the reader's language (never when this module loads).
  get loadFailed() {
    return t('admin.payoutsFailed');
  },
  get title() {
    return t('admin.payoutsTitle');
  },
});
