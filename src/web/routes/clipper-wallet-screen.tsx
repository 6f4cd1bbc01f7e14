import { ClipperWalletPage, ensureClipperWallet } from '../features/wallet/components/clipper-wallet-page';
import { WALLET_LOAD_FAILED } from '../features/wallet/components/wallet-page-frame';
import { ClipperWalletPending } from '../features/wallet/components/wallet-pending';
import { defineScreen } from '../lib/data-screen';

export const screen = defineScreen({
  component: ClipperWalletPage,
  Pending: ClipperWalletPending,
  ensure: ensureClipperWallet,
  loadFailed: WALLET_LOAD_FAILED,
  title: 'Clipper Wallet',
});
