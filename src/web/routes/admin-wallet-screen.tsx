import { AdminWalletPage, ensureAdminWallet } from '../features/wallet/components/admin-wallet-page';
import { AdminWalletPending } from '../features/wallet/components/admin-wallet-pending';
import { defineScreen } from '../lib/data-screen';
import { t } from '../lib/i18n';

export const screen = defineScreen({
  component: AdminWalletPage,
  Pending: AdminWalletPending,
  ensure: ensureAdminWallet,
  // Getters: read when the screen fails, in the reader's language (never when this module loads).
  get loadFailed() {
    return t('admin.walletFailed');
  },
  get title() {
    return t('admin.walletTitle');
  },
});
