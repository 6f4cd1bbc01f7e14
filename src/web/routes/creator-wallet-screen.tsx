import type { QueryClient } from '@tanstack/react-query';
import { creatorWalletQuery } from '../features/wallet/api/wallet-queries';

export { CreatorWalletPage as CreatorWalletScreen } from '../features/wallet/components/creator-wallet-page';
export { CreatorWalletPending as Pending } from '../features/wallet/components/wallet-pending';
export { WALLET_LOAD_FAILED as loadFailed } from '../features/wallet/components/wallet-page-frame';

export const ensure = (client: QueryClient) => client.ensureQueryData(creatorWalletQuery());

/** The heading kept above a failed load. */
export const title = 'Creator Wallet';
