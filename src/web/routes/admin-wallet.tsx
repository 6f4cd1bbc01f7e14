import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { adminArea } from './admin-area';

function Screen() {
  return <PlaceholderPage title="Admin Wallet" />;
}

export const adminWalletRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/wallet',
  component: Screen,
});
