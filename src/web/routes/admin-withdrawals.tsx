import { createRoute } from '@tanstack/react-router';
import { loadScreenData, screenRoute } from '../lib/data-screen';
import { adminArea } from './admin-area';

const screen = () => import('./admin-withdrawals-screen');

export const adminWithdrawalsRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/withdrawals',
  loader: ({ context }) => loadScreenData(context, screen, undefined),
  ...screenRoute(screen, 'AdminWithdrawalsScreen'),
});
