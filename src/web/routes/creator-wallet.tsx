import { createRoute } from '@tanstack/react-router';
import { dataScreen, prefetchScreenData } from '../lib/data-screen';
import { creatorArea } from './creator-area';

const screen = () => import('./creator-wallet-screen');

export const creatorWalletRoute = createRoute({
  getParentRoute: () => creatorArea,
  path: '/creator/wallet',
  loader: ({ context }) => prefetchScreenData(context, screen, undefined),
  component: dataScreen(screen, 'CreatorWalletScreen'),
});
