import { createRoute } from '@tanstack/react-router';
import { screenRoute } from '../lib/data-screen';
import { adminArea } from './admin-area';

export const adminTeamRoute = createRoute({
  getParentRoute: () => adminArea,
  path: '/admin/team',
  ...screenRoute(() => import('./admin-team-screen')),
});
