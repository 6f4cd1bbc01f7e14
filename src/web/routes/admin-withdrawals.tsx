import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { adminArea } from './admin-area';

function Screen() {
  return <PlaceholderPage title="Withdrawals" />;
}

export const adminWithdrawalsRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/withdrawals',
  component: Screen,
});
