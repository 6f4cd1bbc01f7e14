import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { creatorArea } from './creator-area';

function Screen() {
  return <PlaceholderPage title="Creator Wallet" />;
}

export const creatorWalletRoute = createRoute({
  getParentRoute: () => creatorArea,
  path: '/creator/wallet',
  component: Screen,
});
