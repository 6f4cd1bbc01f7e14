import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminWalletQuery } from '../features/wallet/api/wallet-queries';
import { adminArea } from './admin-area';

const AdminWalletPage = lazyRouteComponent(
  () => import('../features/wallet/components/admin-wallet-page'),
  'AdminWalletPage',
);

export const adminWalletRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/wallet',
  // Warms the cache without blocking: the page shows its own loading and error states.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(adminWalletQuery());
  },
  component: AdminWalletPage,
});
