import { randomBytes } from 'node:crypto';
import type { ChangeFeed, ChangedTags } from '../feed/change-feed';

/** One change of the feed as the streams number it: `<process>.<seq>`; null tags: anything may have changed. */
export type HubEvent = { id: string; seq: number; tags: ChangedTags };

/** What the hub needs of one open stream. */
export type HubStream = {
  deliver(event: HubEvent): void;
  heartbeat(): void;
  /** Ends the stream (the process is shutting down). */
  end(): void;
};

/** Changes kept for reconnects (Last-Event-ID); a client further behind reloads everything (resync). */
const KEPT_EVENTS = 500;
/** A comment this often keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

export type LiveHub = {
  /** The id of the latest change, for a stream to start from. */
  lastId(): string;
  /** The changes after `id`, or null when they cannot be told (another process's or too old an id). */
  since(id: string): HubEvent[] | null;
  /** Starts delivering to `stream`; returns the detach. Ended at once when the hub is closed. */
  attach(stream: HubStream): () => void;
  /** Shutdown: ends every open stream, so its connection goes idle and the server can close. */
  close(): void;
};

/**
 * This process's side of GET /api/events: one subscription to the change feed, numbered per process (ids are
 * monotonic here only, so each carries a random process part: an id from another process or an earlier run is
 * never mistaken for one of ours), a ring of the last changes for reconnects, and the open streams.
 */
export function createLiveHub(feed: Pick<ChangeFeed, 'subscribe'>): LiveHub {
  const processPart = randomBytes(6).toString('hex');
  const idOf = (seq: number) => `${processPart}.${seq}`;
  const kept: HubEvent[] = [];
  const streams = new Set<HubStream>();
  let seq = 0;
  let closed = false;
  let heartbeat: NodeJS.Timeout | null = null;

  const unsubscribe = feed.subscribe((tags) => {
    seq += 1;
    const event: HubEvent = { id: idOf(seq), seq, tags };
    kept.push(event);
    if (kept.length > KEPT_EVENTS) kept.shift();
    for (const stream of streams) stream.deliver(event);
  });

  function detach(stream: HubStream) {
    streams.delete(stream);
    if (streams.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  }

  return {
    lastId: () => idOf(seq),
    since(id) {
      const [part, number] = id.split('.');
      const after = Number(number);
      if (part !== processPart || !Number.isSafeInteger(after) || after > seq) return null;
      // Every change after `after` must still be kept.
      if (after < seq - kept.length) return null;
      return kept.filter((event) => event.seq > after);
    },
    attach(stream) {
      if (closed) {
        stream.end();
        return () => undefined;
      }
      streams.add(stream);
      heartbeat ??= setInterval(() => {
        for (const open of streams) open.heartbeat();
      }, HEARTBEAT_MS).unref();
      return () => detach(stream);
    },
    close() {
      closed = true;
      unsubscribe();
      for (const stream of [...streams]) {
        stream.end();
        detach(stream);
      }
    },
  };
}
