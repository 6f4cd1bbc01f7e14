import { createRoute } from '@tanstack/react-router';
import { screenRoute } from '../lib/data-screen';
import { clipperArea } from './clipper-area';

export const clipperWalletRoute = createRoute({
  getParentRoute: () => clipperArea,
  path: '/clipper/wallet',
  ...screenRoute(() => import('./clipper-wallet-screen')),
});
