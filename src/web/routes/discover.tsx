import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { rootRoute } from './root';

function Screen() {
  return <PlaceholderPage title="Discover Campaigns" />;
}

export const discoverRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/discover',
  component: Screen,
});
