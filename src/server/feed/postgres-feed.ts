import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as z from 'zod';
import { notifyAll, type ChangeFeed, type ChangeListener, type StagedChange } from './change-feed';

const CHANNEL = 'clipmandi_changes';
/** NOTIFY refuses payloads of 8000 bytes or more; a change with more tags is sent in several parts. */
const MAX_PAYLOAD_BYTES = 7000;
/** How long a write waits for its own NOTIFY to come back before answering anyway. */
const ECHO_TIMEOUT_MS = 2000;
const RECONNECT_DELAY_MS = 1000;

/** o: the sending process, n: its change number, t: tags, l: last part of the change. */
const payloadSchema = z.object({ o: z.string(), n: z.int(), t: z.array(z.string()), l: z.boolean() });
type Payload = z.infer<typeof payloadSchema>;

function parts(origin: string, change: StagedChange): string[] {
  const payloads: string[] = [];
  let tags: string[] = [];
  const encode = (t: string[], last: boolean) => JSON.stringify({ o: origin, n: change.nonce, t, l: last } satisfies Payload);
  for (const tag of change.tags) {
    if (tags.length > 0 && Buffer.byteLength(encode([...tags, tag], false)) > MAX_PAYLOAD_BYTES) {
      payloads.push(encode(tags, false));
      tags = [];
    }
    tags.push(tag);
  }
  payloads.push(encode(tags, true));
  return payloads;
}

/**
 * Several API processes on one PostgreSQL database: a write stages a NOTIFY in its own transaction, which
 * PostgreSQL delivers to every listening process exactly when (and only if) the transaction commits; each
 * process keeps one dedicated connection LISTENing. While that connection is down the feed is not live and
 * the caches neither serve nor store; when it is back they start empty.
 */
export async function createPostgresFeed(url: string): Promise<ChangeFeed> {
  const origin = randomUUID();
  const listeners = new Set<ChangeListener>();
  const echoWaiters = new Map<number, () => void>();
  /** Echoes that came back before their write got to wait for them (the NOTIFY races the COMMIT's answer). */
  const echoed = new Set<number>();
  let nonce = 0;
  let live = false;
  let closed = false;
  let client: pg.Client | null = null;

  function receive(message: pg.Notification) {
    if (message.channel !== CHANNEL || !message.payload) return;
    let parsed: Payload;
    try {
      parsed = payloadSchema.parse(JSON.parse(message.payload));
    } catch {
      // Not ours to understand: drop everything rather than risk a stale read.
      notifyAll(listeners, null);
      return;
    }
    // This process already delivered its own changes locally at publish.
    if (parsed.o !== origin) notifyAll(listeners, parsed.t);
    else if (parsed.l) {
      const waiter = echoWaiters.get(parsed.n);
      if (waiter) waiter();
      else if (echoed.size < 10_000) echoed.add(parsed.n);
    }
  }

  function lost() {
    if (!live) return;
    live = false;
    notifyAll(listeners, null);
    // Writes waiting for an echo that cannot come answer now.
    for (const waiter of echoWaiters.values()) waiter();
    echoed.clear();
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', receive);
    next.on('error', () => {
      lost();
      scheduleReconnect(next);
    });
    next.on('end', () => {
      lost();
      scheduleReconnect(next);
    });
    await next.connect();
    await next.query(`listen ${CHANNEL}`);
    client = next;
    // Whatever changed while nobody was listening is unknown: start from empty caches.
    notifyAll(listeners, null);
    live = true;
  }

  let reconnecting = false;
  function scheduleReconnect(failed: pg.Client) {
    if (closed || reconnecting || client !== failed) return;
    reconnecting = true;
    client = null;
    failed.end().catch(() => undefined);
    const retry = () => {
      if (closed) return;
      connect().then(
        () => {
          reconnecting = false;
        },
        (error: unknown) => {
          console.error('Change feed: cannot listen on PostgreSQL, retrying', error);
          setTimeout(retry, RECONNECT_DELAY_MS).unref();
        },
      );
    };
    setTimeout(retry, RECONNECT_DELAY_MS).unref();
  }

  await connect();

  return {
    async stage(tx, tags) {
      const change: StagedChange = { tags, nonce: ++nonce };
      for (const payload of parts(origin, change)) {
        await tx.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
      }
      return change;
    },
    async publish(change) {
      notifyAll(listeners, change.tags);
      if (!live) return;
      if (echoed.delete(change.nonce)) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, ECHO_TIMEOUT_MS);
        function done() {
          clearTimeout(timer);
          echoWaiters.delete(change.nonce);
          resolve();
        }
        echoWaiters.set(change.nonce, done);
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get live() {
      return live;
    },
    async close() {
      closed = true;
      live = false;
      for (const waiter of echoWaiters.values()) waiter();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
