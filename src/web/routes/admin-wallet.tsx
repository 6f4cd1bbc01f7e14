import { createRoute } from '@tanstack/react-router';
import { loadScreenData, screenRoute } from '../lib/data-screen';
import { adminArea } from './admin-area';

const screen = () => import('./admin-wallet-screen');

export const adminWalletRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/wallet',
  loader: ({ context }) => loadScreenData(context, screen, undefined),
  ...screenRoute(screen, 'AdminWalletScreen'),
});
