import { createRoute } from '@tanstack/react-router';
import { dataScreen, prefetchScreenData } from '../lib/data-screen';
import { adminArea } from './admin-area';

const screen = () => import('./admin-wallet-screen');

export const adminWalletRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/wallet',
  loader: ({ context }) => prefetchScreenData(context, screen, undefined),
  component: dataScreen(screen, 'AdminWalletScreen'),
});
