import { PAYOUTS_FAILED } from '../features/wallet/api/wallet-queries';
import { AdminPayoutsPage, ensureAdminPayouts } from '../features/wallet/components/admin-payouts-page';
import { AdminPayoutsPending } from '../features/wallet/components/admin-payouts-pending';
import { defineScreen } from '../lib/data-screen';

export const screen = defineScreen({
  component: AdminPayoutsPage,
  Pending: AdminPayoutsPending,
  ensure: ensureAdminPayouts,
  loadFailed: PAYOUTS_FAILED,
  title: 'Payouts',
});
