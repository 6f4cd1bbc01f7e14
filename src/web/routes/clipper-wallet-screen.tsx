import type { QueryClient } from '@tanstack/react-query';
import { clipperWalletQuery } from '../features/wallet/api/wallet-queries';

export { ClipperWalletPage as ClipperWalletScreen } from '../features/wallet/components/clipper-wallet-page';

export const prefetch = (client: QueryClient) => client.prefetchQuery(clipperWalletQuery());
