import { routes } from '../../../schemas/routes';
import type { Deps } from '../deps';
import { listCreatorCampaigns } from '../campaigns/campaign-list';
import { listPendingClipsFor } from '../clips/review-queue';
import { readQuery, send } from '../http/contract';
import { routeTable } from '../http/route-access';
import { clipperDashboard } from './clipper-dashboard';
import { creatorDashboard } from './creator-dashboard';

// One snapshot per dashboard, so its figures agree with each other even while money moves.
const snapshot = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

export function dashboardRoutes(deps: Deps) {
  const { db } = deps;
  return (
    routeTable(deps)
      .serve(routes.userDashboard, async (c, { user }) => {
        const data = await db.transaction((tx) => clipperDashboard(tx, user, deps.youtube !== null), snapshot);
        return send(c, routes.userDashboard, { data });
      })
      .serve(routes.creatorDashboard, async (c, { user }) => {
        const data = await db.transaction((tx) => creatorDashboard(tx, user.id), snapshot);
        return send(c, routes.creatorDashboard, { data });
      })
      // The dashboard's two lists, page after page (My Campaigns, Pending Reviews).
      .serve(routes.creatorCampaigns, async (c, { user }) => {
        const page = readQuery(c, routes.creatorCampaigns);
        return send(c, routes.creatorCampaigns, await listCreatorCampaigns(db, user.id, page));
      })
      .serve(routes.creatorPendingClips, async (c, { user }) => {
        const page = readQuery(c, routes.creatorPendingClips);
        return send(c, routes.creatorPendingClips, await listPendingClipsFor(db, user.id, page));
      }).app
  );
}
