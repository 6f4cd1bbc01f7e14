import { routes } from '../../../schemas/routes';
import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';
import { readBody, send } from '../http/contract';
import { routeTable } from '../http/route-access';
import { say } from '../http/say';
import { blockClipper, listAllBlocks, listCreatorBlocks, unblockClipper } from './creator-blocks';

/** A creator's blocks of clippers and the admin's list of them (docs/product.md#blocking). */
export function blockRoutes(deps: Deps) {
  const { db } = deps;
  return routeTable(deps)
    .serve(routes.creatorBlocks, async (c, { user }) =>
      send(c, routes.creatorBlocks, { blocks: await listCreatorBlocks(db, user.id) }),
    )
    .serve(routes.blockClipper, async (c, { user }) => {
      const input = await readBody(c, routes.blockClipper);
      const block = await commitChange(deps, (tx) => blockClipper(tx, user.id, input));
      return send(c, routes.blockClipper, { message: say(c, 'clipperBlocked'), block });
    })
    .serve(routes.unblockClipper, async (c, { user, params: { id: clipperId } }) => {
      await commitChange(deps, (tx) => unblockClipper(tx, user.id, clipperId));
      return send(c, routes.unblockClipper, { message: say(c, 'clipperUnblocked') });
    })
    .serve(routes.adminBlocks, async (c) => send(c, routes.adminBlocks, { blocks: await listAllBlocks(db) })).app;
}
