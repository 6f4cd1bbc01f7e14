import { routes } from '../../../schemas/routes';
import type { Deps } from '../deps';
import { readBody, send } from '../http/contract';
import { routeTable } from '../http/route-access';
import { say } from '../http/say';
import { readClipperChannel, toClipperChannel } from './clipper-channel';
import { linkChannel } from './link-channel';
import { linkChannelWithGoogle, startGoogleLink } from './google-link';

/** The clipper's YouTube channel: the verification code and the link (docs/trust.md#channel-ownership). */
export function channelRoutes(deps: Deps) {
  return routeTable(deps)
    .serve(routes.clipperChannel, async (c, { user }) => {
      const state = await readClipperChannel(deps.db, deps.config.jwtSecret, user.id);
      return send(c, routes.clipperChannel, { channel: toClipperChannel(state, deps) });
    })
    .serve(routes.linkChannel, async (c, { user }) => {
      const { channelId } = await readBody(c, routes.linkChannel);
      const channel = await linkChannel(deps, user.id, channelId, new Date());
      return send(c, routes.linkChannel, { message: say(c, 'channelLinked'), channel });
    })
    .serve(routes.startGoogleLink, async (c, { user }) =>
      send(c, routes.startGoogleLink, await startGoogleLink(deps, user.id)),
    )
    .serve(routes.linkChannelWithGoogle, async (c, { user }) => {
      const body = await readBody(c, routes.linkChannelWithGoogle);
      const channel = await linkChannelWithGoogle(deps, user.id, body, new Date());
      return send(c, routes.linkChannelWithGoogle, { message: say(c, 'channelLinked'), channel });
    }).app;
}
