import { createRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { adminArea } from './admin-area';

function Screen() {
  return <PlaceholderPage title="Admin Dashboard" />;
}

// Two addresses, one screen (SPEC.md section 2).
export const adminRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin',
  component: Screen,
});

export const adminDashboardRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/dashboard',
  component: Screen,
});
