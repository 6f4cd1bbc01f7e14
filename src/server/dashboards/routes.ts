import { Hono } from 'hono';
import { routes } from '../../../schemas/routes';
import { requireRole } from '../campaigns/marketplace-roles';
import type { AppEnv, Deps } from '../deps';
import { send } from '../http/contract';
import { clipperDashboard } from './clipper-dashboard';
import { creatorDashboard } from './creator-dashboard';

// One snapshot per dashboard, so its figures agree with each other even while money moves.
const snapshot = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

export function dashboardRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get(routes.userDashboard.path, requireRole(deps, 'user', 'The clipper dashboard is for clippers.'), async (c) => {
      const data = await db.transaction((tx) => clipperDashboard(tx, c.get('user')), snapshot);
      return send(c, routes.userDashboard, { data });
    })
    .get(
      routes.creatorDashboard.path,
      requireRole(deps, 'creator', 'The creator dashboard is for campaign creators.'),
      async (c) => {
        const data = await db.transaction((tx) => creatorDashboard(tx, c.get('user').id), snapshot);
        return send(c, routes.creatorDashboard, { data });
      },
    );
}
