import { routes } from '../../../schemas/routes';
import type { Deps } from '../deps';
import { routeTable } from '../http/route-access';
import type { LiveHub } from './live-hub';
import { openLiveStream } from './live-stream';

/** GET /api/events: the signed-in person's live changes as Server-Sent Events (docs/reads.md "Live updates"). */
export function eventRoutes(deps: Deps, hub: LiveHub) {
  return routeTable(deps).serve(routes.liveEvents, (c, { user }) => {
    const body = openLiveStream(deps, hub, user, c.req.header('Last-Event-ID'));
    return new Response(body, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        // no-transform: neither hono/compress nor a proxy may buffer the stream to compress it.
        'Cache-Control': 'no-cache, no-transform',
        // nginx would otherwise hold the frames back.
        'X-Accel-Buffering': 'no',
      },
    });
  }).app;
}
