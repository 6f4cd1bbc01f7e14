import { createMiddleware } from 'hono/factory';
import { decode } from 'hono/jwt';
import { cacheableRead } from '../cache/cacheable-read';
import { answerFrom, readEntryOf, type ReadEntry } from '../cache/read-entry';
import type { AppEnv, Deps, SessionUser } from '../deps';
import { arrivedOverTls, tlsOf } from './security-headers';

/** Browsers and proxies may keep a public read this long (seconds); the SPA revalidates every call anyway. */
export const PUBLIC_MAX_AGE = 5;

function tokenExpiry(authorization: string | undefined): number | null {
  const token = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1]?.trim();
  if (!token) return null;
  try {
    const { exp } = decode(token).payload;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** The entry for `key` when it may still be served; `countMiss` as for TaggedLru.get (the hit ratio in /metrics). */
export function freshEntry(
  deps: Pick<Deps, 'feed' | 'readCache'>,
  key: string,
  options: { countMiss?: boolean } = {},
): ReadEntry | undefined {
  const entry = deps.readCache.get(key, options);
  if (!entry) return undefined;
  if (entry.expiresAt <= Date.now()) {
    deps.readCache.delete(key);
    return undefined;
  }
  return entry;
}

/**
 * Outermost middleware of /api: answers a cacheable GET (routes declaring `cache` in schemas/routes.ts)
 * from the read cache, or lets the app answer and stores that complete answer, tagged with what it
 * depends on. The node:http fast path (fast-path.ts) serves the same entries without entering Hono; this
 * serves them to whatever does enter it (and to tests calling app.request).
 */
export function readCache(deps: Deps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const authorization = c.req.header('Authorization');
    const url = new URL(c.req.url);
    const read =
      c.req.method === 'GET' && deps.feed.live
        ? cacheableRead(
            url.pathname + url.search,
            authorization,
            c.req.header('Origin'),
            arrivedOverTls(tlsOf(c.req.url, c.req.header('X-Forwarded-Proto')), deps.config.trustProxy),
          )
        : null;
    if (!read) return next();

    const request = { acceptEncoding: c.req.header('Accept-Encoding'), ifNoneMatch: c.req.header('If-None-Match') };
    const respond = (entry: ReadEntry) => {
      const answer = answerFrom(entry, request);
      return new Response(answer.body && new Uint8Array(answer.body), {
        status: answer.status,
        headers: answer.headers,
      });
    };
    const hit = freshEntry(deps, read.key, { countMiss: false });
    if (hit) return respond(hit);
    // Single flight: the same key being computed since the last change is waited for, not computed again. A
    // computation that fails (throws, or an answer that is not a 200 entry) is not shared: each waiter then
    // computes its own, as with no cache, so one transient failure does not become everyone's.
    // No await between the look and `lead` unless joining: two misses in a row must not both lead.
    const pending = deps.readCache.joinFlight(read.key, (entry) => entry.expiresAt > Date.now());
    const shared = pending && (await pending);
    if (shared) return respond(shared);

    const flight = deps.readCache.lead(read.key);
    let entry: ReadEntry | undefined;
    try {
      await next();
      if (c.res.status !== 200 || !deps.feed.live) return;
      const user: SessionUser | undefined = c.get('user');
      const expiresAt = read.scope === 'private' ? tokenExpiry(authorization) : Number.POSITIVE_INFINITY;
      if (expiresAt === null) return;
      const tags = await deps.readTags(read, user);
      if (!tags) return;
      entry = await readEntryOf(c.res, { scope: read.scope, expiresAt, publicMaxAge: PUBLIC_MAX_AGE });
      deps.readCache.set(read.key, entry, tags, flight.since, entry.bytes);
    } finally {
      // Also when `set` refused it as stale: the waiters all arrived before that change (see TaggedLru).
      flight.settle(entry);
    }
    // Unset first: assigning over a response merges the old headers (its gzip encoding) into the new one.
    c.res = undefined;
    c.res = respond(entry);
  });
}
