import type { QueryClient } from '@tanstack/react-query';
import { creatorWalletQuery } from '../features/wallet/api/wallet-queries';

export { CreatorWalletPage as CreatorWalletScreen } from '../features/wallet/components/creator-wallet-page';

export const prefetch = (client: QueryClient) => client.prefetchQuery(creatorWalletQuery());
