import type { QueryClient } from '@tanstack/react-query';
import { clipperWalletQuery } from '../features/wallet/api/wallet-queries';

export { ClipperWalletPage as ClipperWalletScreen } from '../features/wallet/components/clipper-wallet-page';
export { ClipperWalletPending as Pending } from '../features/wallet/components/wallet-pending';
export { WALLET_LOAD_FAILED as loadFailed } from '../features/wallet/components/wallet-page-frame';

export const ensure = (client: QueryClient) => client.ensureQueryData(clipperWalletQuery());

/** The heading kept above a failed load. */
export const title = 'Clipper Wallet';
