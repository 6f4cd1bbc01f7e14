import { createRoute } from '@tanstack/react-router';
import { adminWalletQuery } from '../features/wallet/api/wallet-queries';
import { AdminWalletPage } from '../features/wallet/components/admin-wallet-page';
import { adminArea } from './admin-area';

export const adminWalletRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/wallet',
  // Warms the cache without blocking: the page shows its own loading and error states.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(adminWalletQuery());
  },
  component: AdminWalletPage,
});
