export {
  AdminWithdrawalsPage as AdminWithdrawalsScreen,
  WITHDRAWALS_FAILED as loadFailed,
  ensureAdminWithdrawals as ensure,
} from '../features/wallet/components/admin-withdrawals-page';
export { AdminWithdrawalsPending as Pending } from '../features/wallet/components/admin-withdrawals-pending';

/** The heading kept above a failed load. */
export const title = 'Withdrawals';
