import { creatorWalletQuery } from '../features/wallet/api/wallet-queries';
import { CreatorWalletPage } from '../features/wallet/components/creator-wallet-page';
import { walletLoadFailed } from '../features/wallet/components/wallet-page-frame';
import { CreatorWalletPending } from '../features/wallet/components/wallet-pending';
import { defineScreen } from '../lib/data-screen';
import { t } from '../lib/i18n';

export const screen = defineScreen({
  component: CreatorWalletPage,
  Pending: CreatorWalletPending,
  ensure: (client) => client.ensureQueryData(creatorWalletQuery()),
  // Getters: read when the screen fails, in the reader's language (never when this module loads).
  get loadFailed() {
    return walletLoadFailed();
  },
  get title() {
    return t('wallet.creatorWalletTitle');
  },
});
