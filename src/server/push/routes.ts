import { routes } from '../../../schemas/routes';
import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';
import { readBody, send } from '../http/contract';
import { routeTable } from '../http/route-access';
import { pushSettingsOf, subscribe, UNSUBSCRIBED, unsubscribe } from './push-subscriptions';

/** A clipper's devices subscribed to Web Push (docs/accounts.md#app). */
export function pushRoutes(deps: Deps) {
  return routeTable(deps)
    .serve(routes.pushSettings, async (c, { user }) =>
      send(c, routes.pushSettings, await pushSettingsOf(deps.db, deps, user.id)),
    )
    .serve(routes.subscribePush, async (c, { user }) => {
      const body = await readBody(c, routes.subscribePush);
      const settings = await commitChange(deps, async (tx) => {
        await subscribe(tx, deps, user.id, body);
        return pushSettingsOf(tx, deps, user.id);
      });
      return send(c, routes.subscribePush, settings);
    })
    .serve(routes.unsubscribePush, async (c, { user }) => {
      const { endpoint } = await readBody(c, routes.unsubscribePush);
      await commitChange(deps, (tx) => unsubscribe(tx, user.id, endpoint));
      return send(c, routes.unsubscribePush, { message: UNSUBSCRIBED });
    }).app;
}
