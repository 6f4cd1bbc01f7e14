import { routes } from '../../../schemas/routes';
import type { Deps } from '../deps';
import { readQuery, send } from '../http/contract';
import { routeTable } from '../http/route-access';
import { adminSeries } from './admin-series';
import { clipperSeries } from './clipper-series';
import { creatorSeries } from './creator-series';
import { seriesWindow } from './series-window';

// One snapshot per answer, so a chart's figures agree with each other even while money moves.
const snapshot = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/** The dashboards' charts (docs/reads.md "Charts"): one call per dashboard, the last `days` UTC days. */
export function seriesRoutes(deps: Deps) {
  const { db } = deps;
  return routeTable(deps)
    .serve(routes.userSeries, async (c, { user }) => {
      const window = seriesWindow(readQuery(c, routes.userSeries).days);
      const data = await db.transaction((tx) => clipperSeries(tx, user.id, window), snapshot);
      return send(c, routes.userSeries, { data });
    })
    .serve(routes.creatorSeries, async (c, { user }) => {
      const window = seriesWindow(readQuery(c, routes.creatorSeries).days);
      const data = await db.transaction((tx) => creatorSeries(tx, user.id, window), snapshot);
      return send(c, routes.creatorSeries, { data });
    })
    .serve(routes.adminSeries, async (c) => {
      const window = seriesWindow(readQuery(c, routes.adminSeries).days);
      const data = await db.transaction((tx) => adminSeries(tx, window), snapshot);
      return send(c, routes.adminSeries, { data });
    }).app;
}
