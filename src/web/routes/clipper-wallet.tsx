import { createRoute } from '@tanstack/react-router';
import { loadScreenData, screenRoute } from '../lib/data-screen';
import { clipperArea } from './clipper-area';

const screen = () => import('./clipper-wallet-screen');

export const clipperWalletRoute = createRoute({
  getParentRoute: () => clipperArea,
  path: '/clipper/wallet',
  loader: ({ context }) => loadScreenData(context, screen, undefined),
  ...screenRoute(screen, 'ClipperWalletScreen'),
});
