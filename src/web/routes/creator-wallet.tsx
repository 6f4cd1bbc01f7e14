import { createRoute } from '@tanstack/react-router';
import { creatorWalletQuery } from '../features/wallet/api/wallet-queries';
import { CreatorWalletPage } from '../features/wallet/components/creator-wallet-page';
import { creatorArea } from './creator-area';

export const creatorWalletRoute = createRoute({
  getParentRoute: () => creatorArea,
  path: '/creator/wallet',
  // Warms the cache without blocking: the page shows its own loading and error states.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(creatorWalletQuery());
  },
  component: CreatorWalletPage,
});
