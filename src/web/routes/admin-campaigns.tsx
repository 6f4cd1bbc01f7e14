import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { adminArea } from './admin-area';

function Screen() {
  return <PlaceholderPage title="Campaigns" />;
}

export const adminCampaignsRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/campaigns',
  component: Screen,
});
