import { routes } from '../../../schemas/routes';
import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';
import { readBody, send } from '../http/contract';
import { routeTable } from '../http/route-access';
import { readNotificationSettings, updateNotificationSettings } from './notification-settings';

/** The signed-in person's email switches (docs/operations.md#email). */
export function notificationRoutes(deps: Deps) {
  return routeTable(deps)
    .serve(routes.notificationSettings, async (c, { user }) => {
      const settings = await readNotificationSettings(deps.db, user);
      return send(c, routes.notificationSettings, { settings });
    })
    .serve(routes.updateNotificationSettings, async (c, { user }) => {
      const { settings: changes } = await readBody(c, routes.updateNotificationSettings);
      // Read uncached, so no reader holds them: nothing to invalidate.
      const settings = await commitChange(deps, (tx) => updateNotificationSettings(tx, user, changes));
      return send(c, routes.updateNotificationSettings, { settings });
    }).app;
}
