import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { clipperWalletQuery } from '../features/wallet/api/wallet-queries';
import { clipperArea } from './clipper-area';

const ClipperWalletPage = lazyRouteComponent(
  () => import('../features/wallet/components/clipper-wallet-page'),
  'ClipperWalletPage',
);

export const clipperWalletRoute = createRoute({
  getParentRoute: () => clipperArea,
  path: '/clipper/wallet',
  // Warms the cache without blocking: the page shows its own loading and error states.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(clipperWalletQuery());
  },
  component: ClipperWalletPage,
});
