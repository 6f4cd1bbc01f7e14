import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { clipperArea } from './clipper-area';

function Screen() {
  return <PlaceholderPage title="Clipper Dashboard" />;
}

// Two addresses, one screen (SPEC.md section 2).
export const dashboardRoute = createRoute({
  getParentRoute: () => clipperArea,
  path: '/dashboard',
  component: Screen,
});

export const clipperDashboardRoute = createRoute({
  getParentRoute: () => clipperArea,
  path: '/clipper-dashboard',
  component: Screen,
});
