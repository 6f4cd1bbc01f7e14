import { routes } from '../../../schemas/routes';
import type { Deps } from '../deps';
import { readBody, send } from '../http/contract';
import { routeTable } from '../http/route-access';
import { say } from '../http/say';
import { unprocessable } from '../refusals';
import { checkState, takeState } from '../oauth/link-states';
import {
  askInstagramForAccount,
  linkedInstagramOf,
  saveLinkedAccount,
  startLinking,
  unlinkInstagram,
} from './instagram-linking';
import type { LinkedInstagram } from './instagram-linking';

const toWire = (linked: LinkedInstagram) => ({ ...linked, linkedAt: linked.linkedAt.toISOString() });

/** Linking a clipper's Instagram account (docs/trust.md#instagram). */
export function instagramRoutes(deps: Deps) {
  const { db } = deps;
  const live = deps.instagram;
  const needLive = () => {
    if (!live) throw unprocessable('instagramOff');
    return live;
  };
  return routeTable(deps)
    .serve(routes.instagramAccount, async (c, { user }) =>
      send(c, routes.instagramAccount, {
        instagram: await linkedInstagramOf(db, user.id).then((linked) => linked && toWire(linked)),
        mode: live?.mode ?? 'off',
      }),
    )
    .serve(routes.startInstagramLink, async (c, { user }) => {
      const { client } = needLive();
      return send(c, routes.startInstagramLink, await db.transaction((tx) => startLinking(tx, user.id, client)));
    })
    .serve(routes.linkInstagram, async (c, { user }) => {
      // Bad input is a 400 whatever the mode.
      const { code, state } = await readBody(c, routes.linkInstagram);
      const { client, box } = needLive();
      // The state is checked first (a stolen or used one spends no Instagram call), then taken with the save.
      await checkState(db, 'instagram', user.id, state);
      const linked = await askInstagramForAccount(client, code, new Date());
      const instagram = await db.transaction(async (tx) => {
        await takeState(tx, 'instagram', user.id, state);
        return saveLinkedAccount(tx, user.id, linked, box);
      });
      return send(c, routes.linkInstagram, { message: say(c, 'instagramLinked'), instagram: toWire(instagram) });
    })
    .serve(routes.unlinkInstagram, async (c, { user }) => {
      const removed = await db.transaction((tx) => unlinkInstagram(tx, user.id));
      if (!removed) throw unprocessable('noInstagram');
      return send(c, routes.unlinkInstagram, { message: say(c, 'instagramUnlinked') });
    }).app;
}
