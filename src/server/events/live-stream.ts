import * as z from 'zod';
import { lastEventId, liveEvent, type LiveEvent } from '../../../schemas/events';
import type { Deps, SessionUser } from '../deps';
import { logger } from '../ops/logger';
import { createAudience } from './live-audience';
import type { HubEvent, HubStream, LiveHub } from './live-hub';

/** A client this far behind (frames queued, unread) is dropped: it reconnects and catches up from its last id. */
const MAX_QUEUED_FRAMES = 1000;

const frame = (id: string, event: LiveEvent) => `id: ${id}\ndata: ${JSON.stringify(z.encode(liveEvent, event))}\n\n`;

/**
 * One person's stream: the hub's changes, filtered and worded for them (live-audience.ts), in order. With a
 * Last-Event-ID the changes kept since are sent first, or a resync when they cannot be told; without one the
 * first frame carries only the current id, so a reconnect knows where it was.
 */
export function openLiveStream(deps: Pick<Deps, 'db'>, hub: LiveHub, user: SessionUser, lastId: string | undefined) {
  const audience = createAudience(deps, user);
  const encoder = new TextEncoder();
  let detach: (() => void) | null = null;
  let open = true;
  // Each change waits for the ones before it: the person's campaigns may be re-read on the way.
  let queue: Promise<void> = audience.refresh();

  return new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        if (!open) return;
        if ((controller.desiredSize ?? 0) < -MAX_QUEUED_FRAMES) return end();
        controller.enqueue(encoder.encode(text));
      };
      const end = () => {
        if (!open) return;
        open = false;
        detach?.();
        controller.close();
      };
      const send = (event: HubEvent) => {
        queue = queue
          .then(async () => {
            if (!open) return;
            const mine = await audience.eventFor(event);
            if (mine) write(frame(event.id, mine));
          })
          .catch((error: unknown) => {
            logger.error({ err: error }, 'Live events: a change could not be sent');
            end();
          });
      };
      const stream: HubStream = { deliver: send, heartbeat: () => write(': heartbeat\n\n'), end };

      write(': connected\n\n');
      const parsed = lastEventId.safeParse(lastId);
      // An id this server did not write (or no longer keeps changes after) cannot be replayed: reload all.
      const replay = lastId === undefined ? [] : parsed.success ? hub.since(parsed.data) : null;
      if (replay === null) {
        const id = hub.lastId();
        queue = queue.then(() => write(frame(id, { type: 'resync' })));
      } else if (lastId === undefined) {
        const id = hub.lastId();
        queue = queue.then(() => write(`id: ${id}\n\n`));
      }
      for (const event of replay ?? []) send(event);
      detach = hub.attach(stream);
    },
    cancel() {
      open = false;
      detach?.();
    },
  });
}
