import { ClipperWalletPage, ensureClipperWallet } from '../features/wallet/components/clipper-wallet-page';
import { walletLoadFailed } from '../features/wallet/components/wallet-page-frame';
import { ClipperWalletPending } from '../features/wallet/components/wallet-pending';
import { defineScreen } from '../lib/data-screen';
import { t } from '../lib/i18n';

export const screen = defineScreen({
  component: ClipperWalletPage,
  Pending: ClipperWalletPending,
  ensure: ensureClipperWallet,
  // Getters: read when the screen fails, in the reader's language (never when this module loads).
  get loadFailed() {
    return walletLoadFailed();
  },
  get title() {
    return t('wallet.clipperWalletTitle');
  },
});
