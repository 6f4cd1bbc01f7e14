import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { creatorWalletQuery } from '../features/wallet/api/wallet-queries';
import { creatorArea } from './creator-area';

const CreatorWalletPage = lazyRouteComponent(
  () => import('../features/wallet/components/creator-wallet-page'),
  'CreatorWalletPage',
);

export const creatorWalletRoute = createRoute({
  getParentRoute: () => creatorArea,
  path: '/creator/wallet',
  // Warms the cache without blocking: the page shows its own loading and error states.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(creatorWalletQuery());
  },
  component: CreatorWalletPage,
});
