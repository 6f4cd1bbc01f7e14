import { createRoute } from '@tanstack/react-router';
import { screenRoute } from '../lib/data-screen';
import { adminArea } from './admin-area';

export const adminWalletRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/wallet',
  ...screenRoute(() => import('./admin-wallet-screen')),
});
