import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { rootRoute } from './root';

function Screen() {
  return <PlaceholderPage title="Contact Us" />;
}

export const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contact',
  component: Screen,
});
