import { Hono } from 'hono';
import { routes } from '../../../schemas/routes';
import { requireRole } from '../campaigns/marketplace-roles';
import type { AppEnv, Deps } from '../deps';
import { listCreatorCampaigns } from '../campaigns/campaign-list';
import { listPendingClipsFor } from '../clips/review-queue';
import { readQuery, send } from '../http/contract';
import { clipperDashboard } from './clipper-dashboard';
import { creatorDashboard } from './creator-dashboard';

// One snapshot per dashboard, so its figures agree with each other even while money moves.
const snapshot = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

export function dashboardRoutes(deps: Deps) {
  const { db } = deps;
  const creator = requireRole(deps, 'creator', 'The creator dashboard is for campaign creators.');
  return new Hono<AppEnv>()
    .get(routes.userDashboard.path, requireRole(deps, 'user', 'The clipper dashboard is for clippers.'), async (c) => {
      const data = await db.transaction((tx) => clipperDashboard(tx, c.get('user')), snapshot);
      return send(c, routes.userDashboard, { data });
    })
    .get(routes.creatorDashboard.path, creator, async (c) => {
      const data = await db.transaction((tx) => creatorDashboard(tx, c.get('user').id), snapshot);
      return send(c, routes.creatorDashboard, { data });
    })
    // The dashboard's two lists, page after page (My Campaigns, Pending Reviews).
    .get(routes.creatorCampaigns.path, creator, async (c) => {
      const page = readQuery(c, routes.creatorCampaigns);
      return send(c, routes.creatorCampaigns, await listCreatorCampaigns(db, c.get('user').id, page));
    })
    .get(routes.creatorPendingClips.path, creator, async (c) => {
      const page = readQuery(c, routes.creatorPendingClips);
      return send(c, routes.creatorPendingClips, await listPendingClipsFor(db, c.get('user').id, page));
    });
}
