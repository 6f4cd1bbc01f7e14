import type { QueryClient } from '@tanstack/react-query';
import { adminWalletQuery } from '../features/wallet/api/wallet-queries';

export { AdminWalletPage as AdminWalletScreen } from '../features/wallet/components/admin-wallet-page';

export const prefetch = (client: QueryClient) => client.prefetchQuery(adminWalletQuery());
