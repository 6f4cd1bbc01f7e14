import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { rootRoute } from './root';

function Screen() {
  return <PlaceholderPage title="Admin Login" />;
}

export const adminLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/login',
  component: Screen,
});
