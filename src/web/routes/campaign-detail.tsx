import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { rootRoute } from './root';

function Screen() {
  return <PlaceholderPage title="Campaign" />;
}

export const campaignDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/campaign/$id',
  component: Screen,
});
