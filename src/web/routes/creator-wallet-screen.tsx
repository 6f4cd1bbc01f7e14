import { creatorWalletQuery } from '../features/wallet/api/wallet-queries';
import { CreatorWalletPage } from '../features/wallet/components/creator-wallet-page';
import { WALLET_LOAD_FAILED } from '../features/wallet/components/wallet-page-frame';
import { CreatorWalletPending } from '../features/wallet/components/wallet-pending';
import { defineScreen } from '../lib/data-screen';

export const screen = defineScreen({
  component: CreatorWalletPage,
  Pending: CreatorWalletPending,
  ensure: (client) => client.ensureQueryData(creatorWalletQuery()),
  loadFailed: WALLET_LOAD_FAILED,
  title: 'Creator Wallet',
});
