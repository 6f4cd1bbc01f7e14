import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { rootRoute } from './root';

function Screen() {
  return <PlaceholderPage title="Terms of Service" />;
}

export const termsOfServiceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/terms-of-service',
  component: Screen,
});
