import { createRoute } from '@tanstack/react-router';
import { dataScreen, prefetchScreenData } from '../lib/data-screen';
import { clipperArea } from './clipper-area';

const screen = () => import('./clipper-wallet-screen');

export const clipperWalletRoute = createRoute({
  getParentRoute: () => clipperArea,
  path: '/clipper/wallet',
  loader: ({ context }) => prefetchScreenData(context, screen, undefined),
  component: dataScreen(screen, 'ClipperWalletScreen'),
});
