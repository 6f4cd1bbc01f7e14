import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as z from 'zod';
import { notifyAll, type ChangeFeed, type ChangeListener, type StagedChange } from './change-feed';
import { logger } from '../ops/logger';
import type { ChangeTag } from '../../../schemas/change-tags';
import { changeTag } from '../../../schemas/events';

const CHANGES = 'clipmandi_changes';
const ACKS = 'clipmandi_change_acks';
/** Names the listening connections, so a writer can count the processes that must hear its change. */
const APPLICATION_NAME = 'clipmandi-change-feed';
/** NOTIFY refuses payloads of 8000 bytes or more; a change with more tags is sent in several parts. */
const MAX_PAYLOAD_BYTES = 7000;
/** How long a write waits for the other processes to confirm its change before answering anyway. */
const ACK_TIMEOUT_MS = 2000;
const RECONNECT_DELAY_MS = 1000;
/** Changes staged but never published (their transaction rolled back) are forgotten after this. */
const FORGET_STAGED_MS = 60_000;
/**
 * How long a count of the listening processes is trusted. A process that starts listening announces itself
 * (a hello on the acknowledgement channel), which ends the trust at once; only a write racing that hello can
 * miss waiting for the newcomer, whose caches were empty a moment before.
 */
const PEER_COUNT_MS = 1000;

/** o: the process that wrote, n: its change number, t: tags, l: last part of the change. */
const changeSchema = z.object({ o: z.string(), n: z.int(), t: z.array(changeTag), l: z.boolean() });
/** o and n name the change, by: the process that has dropped what it touched. */
const ackSchema = z.object({ o: z.string(), n: z.int(), by: z.string() });
/** A process that has just started listening. */
const helloSchema = z.object({ hello: z.string() });
type ChangePayload = z.infer<typeof changeSchema>;

function parts(origin: string, change: StagedChange): string[] {
  const payloads: string[] = [];
  let tags: ChangeTag[] = [];
  const encode = (t: ChangeTag[], last: boolean) =>
    JSON.stringify({ o: origin, n: change.nonce, t, l: last } satisfies ChangePayload);
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
 * Several API processes on one PostgreSQL database. A write stages a NOTIFY in its own transaction, which
 * PostgreSQL delivers to every listening process when (and only if) the transaction commits; each process
 * keeps one dedicated connection LISTENing, drops what the change touched, and acknowledges it. The writer
 * answers once every other listening process acknowledged (bounded by a timeout), so a read sent to any
 * process after the write's answer sees the write. While its connection is down a process's feed is not
 * live and its caches neither serve nor store; when it is back they start empty.
 */
export async function createPostgresFeed(url: string): Promise<ChangeFeed> {
  const origin = randomUUID();
  const listeners = new Set<ChangeListener>();
  /**
   * Per change of this process, from staging (before its commit, so no acknowledgement can come earlier) to
   * publishing: who acknowledged it, and the write waiting for them.
   */
  const acks = new Map<number, { by: Set<string>; stagedAt: number; check?: () => void }>();
  let nonce = 0;
  let live = false;
  let closed = false;
  let client: pg.Client | null = null;

  function acknowledge(change: ChangePayload) {
    const payload = JSON.stringify({ o: change.o, n: change.n, by: origin } satisfies z.infer<typeof ackSchema>);
    client?.query('select pg_notify($1, $2)', [ACKS, payload]).catch(() => undefined);
  }

  function receiveChange(text: string) {
    let change: ChangePayload;
    try {
      change = changeSchema.parse(JSON.parse(text));
    } catch {
      // Not ours to understand: drop everything rather than risk a stale read.
      notifyAll(listeners, null);
      return;
    }
    // This process delivered its own changes locally when it published them.
    if (change.o === origin) return;
    notifyAll(listeners, change.t);
    if (change.l) acknowledge(change);
  }

  function receiveAck(text: string) {
    const json: unknown = JSON.parse(text);
    const hello = helloSchema.safeParse(json);
    if (hello.success) {
      if (hello.data.hello !== origin) peers.at = 0;
      return;
    }
    const parsed = ackSchema.safeParse(json);
    if (!parsed.success || parsed.data.o !== origin) return;
    // An acknowledgement after its write stopped waiting (timeout) has nothing left to do.
    const entry = acks.get(parsed.data.n);
    if (!entry) return;
    entry.by.add(parsed.data.by);
    entry.check?.();
  }

  function receive(message: pg.Notification) {
    if (!message.payload) return;
    try {
      if (message.channel === CHANGES) receiveChange(message.payload);
      else if (message.channel === ACKS) receiveAck(message.payload);
    } catch (error) {
      logger.error({ err: error }, 'Change feed: unreadable notification');
    }
  }

  function lost() {
    if (!live) return;
    live = false;
    notifyAll(listeners, null);
    // Writes waiting for acknowledgements that may not come answer now.
    for (const entry of acks.values()) entry.check?.();
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: APPLICATION_NAME });
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
    await next.query(`listen ${CHANGES}`);
    await next.query(`listen ${ACKS}`);
    await next.query('select pg_notify($1, $2)', [
      ACKS,
      JSON.stringify({ hello: origin } satisfies z.infer<typeof helloSchema>),
    ]);
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

  /** The other processes listening on this database (each must acknowledge a change), counted at most once a PEER_COUNT_MS. */
  const peers = { n: 0, at: 0 };
  async function peerCount(): Promise<number> {
    if (Date.now() - peers.at < PEER_COUNT_MS) return peers.n;
    const result = await client?.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where application_name = $1 and datname = current_database()',
      [APPLICATION_NAME],
    );
    peers.n = Math.max((result?.rows[0]?.n ?? 1) - 1, 0);
    peers.at = Date.now();
    return peers.n;
  }

  async function acknowledged(change: StagedChange) {
    const peers = await peerCount().catch(() => 0);
    const waiting = acks.get(change.nonce);
    if (!waiting) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, ACK_TIMEOUT_MS);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      waiting.check = () => {
        if (waiting.by.size >= peers || !live) done();
      };
      waiting.check();
    });
    acks.delete(change.nonce);
  }

  await connect();

  return {
    async stage(tx, tags) {
      const change: StagedChange = { tags, nonce: ++nonce };
      if (acks.size > 1000) {
        for (const [n, entry] of acks) if (Date.now() - entry.stagedAt > FORGET_STAGED_MS) acks.delete(n);
      }
      acks.set(change.nonce, { by: new Set(), stagedAt: Date.now() });
      for (const payload of parts(origin, change)) {
        await tx.execute(sql`select pg_notify(${CHANGES}, ${payload})`);
      }
      return change;
    },
    async publish(change) {
      notifyAll(listeners, change.tags);
      if (live) await acknowledged(change);
      else acks.delete(change.nonce);
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
      for (const entry of acks.values()) entry.check?.();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
