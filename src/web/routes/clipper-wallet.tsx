import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { clipperArea } from './clipper-area';

function Screen() {
  return <PlaceholderPage title="Clipper Wallet" />;
}

export const clipperWalletRoute = createRoute({
  getParentRoute: () => clipperArea,
  path: '/clipper/wallet',
  component: Screen,
});
