import { createRoute } from '@tanstack/react-router';
import { screenRoute } from '../lib/data-screen';
import { creatorArea } from './creator-area';

export const creatorWalletRoute = createRoute({
  getParentRoute: () => creatorArea,
  path: '/creator/wallet',
  ...screenRoute(() => import('./creator-wallet-screen')),
});
