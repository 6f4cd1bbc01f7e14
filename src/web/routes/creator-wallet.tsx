import { createRoute } from '@tanstack/react-router';
import { loadScreenData, screenRoute } from '../lib/data-screen';
import { creatorArea } from './creator-area';

const screen = () => import('./creator-wallet-screen');

export const creatorWalletRoute = createRoute({
  getParentRoute: () => creatorArea,
  path: '/creator/wallet',
  loader: ({ context }) => loadScreenData(context, screen, undefined),
  ...screenRoute(screen, 'CreatorWalletScreen'),
});
