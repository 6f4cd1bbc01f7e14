import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { rootRoute } from './root';

function Screen() {
  return <PlaceholderPage title="Welcome to ClipMandi" />;
}

export const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: Screen,
});
