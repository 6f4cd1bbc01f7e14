import {
  AdminWalletPage,
  ADMIN_WALLET_FAILED,
  ensureAdminWallet,
} from '../features/wallet/components/admin-wallet-page';
import { AdminWalletPending } from '../features/wallet/components/admin-wallet-pending';
import { defineScreen } from '../lib/data-screen';

export const screen = defineScreen({
  component: AdminWalletPage,
  Pending: AdminWalletPending,
  ensure: ensureAdminWallet,
  loadFailed: ADMIN_WALLET_FAILED,
  title: 'Admin Wallet',
});
