export {
  AdminWalletPage as AdminWalletScreen,
  ADMIN_WALLET_FAILED as loadFailed,
  ensureAdminWallet as ensure,
} from '../features/wallet/components/admin-wallet-page';
export { AdminWalletPending as Pending } from '../features/wallet/components/admin-wallet-pending';

/** The heading kept above a failed load. */
export const title = 'Admin Wallet';
