import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { creatorArea } from './creator-area';

function Screen() {
  return <PlaceholderPage title="Creator Dashboard" />;
}

// Two addresses, one screen (SPEC.md section 2).
export const creatorRoute = createRoute({
  getParentRoute: () => creatorArea,
  path: '/creator',
  component: Screen,
});

export const creatorDashboardRoute = createRoute({
  getParentRoute: () => creatorArea,
  path: '/creator-dashboard',
  component: Screen,
});
