import { createRoute, redirect } from '@tanstack/react-router';
import { roleHome } from '../lib/role-home';
import { rootRoute } from './root';

/**
 * Where the installed app opens (public/manifest.webmanifest's start_url, docs/accounts.md#app): a signed-in
 * person's own home (a clipper's dashboard, a creator's, the admin's), anyone else the landing page.
 */
export const startRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/start',
  beforeLoad: ({ context }) => {
    const { user } = context.session.get();
    throw redirect({ to: user ? roleHome(user.role) : '/' });
  },
});
