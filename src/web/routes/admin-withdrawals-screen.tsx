export {
  AdminWithdrawalsPage as AdminWithdrawalsScreen,
  ensureAdminWithdrawals as ensure,
} from '../features/wallet/components/admin-withdrawals-page';
export { WITHDRAWALS_FAILED as loadFailed } from '../features/wallet/api/wallet-queries';
export { AdminWithdrawalsPending as Pending } from '../features/wallet/components/admin-withdrawals-pending';

/** The heading kept above a failed load. */
export const title = 'Withdrawals';
