import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { tooManyRequests } from '../http/errors';

export const TOO_MANY_LOGINS_MESSAGE = 'Too many failed login attempts. Please try again in 15 minutes.';

/** Failed logins allowed per account (email and address) and per address across all emails, per window. */
export const ACCOUNT_MAX_FAILURES = 5;
export const ADDRESS_MAX_FAILURES = 20;

export type LoginLimiter = {
  /** Throws 429 while `key` has used up its failures in the window. */
  check(key: string): void;
  recordFailure(key: string): void;
  /** A successful login forgets the failures. */
  reset(key: string): void;
  /** Takes back the latest failure (one counted in advance for a login that then succeeded). */
  takeBack(key: string): void;
};

type Options = { maxFailures?: number; windowMs?: number; maxKeys?: number; now?: () => number };

/**
 * Failed logins per key, in this process's memory (with several API processes each keeps its own count,
 * which still bounds guessing). Created once per app so tests do not share counts.
 */
export function createLoginLimiter(options: Options = {}): LoginLimiter {
  const maxFailures = options.maxFailures ?? ACCOUNT_MAX_FAILURES;
  const windowMs = options.windowMs ?? 15 * 60 * 1000;
  const maxKeys = options.maxKeys ?? 100_000;
  const now = options.now ?? Date.now;
  // Failure times per key, oldest first; Map order is insertion order, so the first keys are the stalest.
  const failures = new Map<string, number[]>();

  function recent(key: string): number[] {
    const since = now() - windowMs;
    const times = (failures.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) failures.delete(key);
    return times;
  }

  function forgetStale() {
    for (const key of failures.keys()) recent(key);
    // Still too many keys (someone cycling emails or addresses): drop the oldest so memory stays bounded.
    for (const key of failures.keys()) {
      if (failures.size <= maxKeys) break;
      failures.delete(key);
    }
  }

  return {
    check(key) {
      if (recent(key).length >= maxFailures) throw tooManyRequests(TOO_MANY_LOGINS_MESSAGE);
    },
    recordFailure(key) {
      const times = recent(key);
      times.push(now());
      failures.delete(key);
      failures.set(key, times.slice(-maxFailures));
      if (failures.size > maxKeys) forgetStale();
    },
    reset(key) {
      failures.delete(key);
    },
    takeBack(key) {
      const times = recent(key);
      times.pop();
      if (times.length > 0) failures.set(key, times);
      else failures.delete(key);
    },
  };
}

/**
 * The caller's address, or null when there is no connection (a request made in-process, as in tests).
 * X-Forwarded-For is anyone's to write, so it counts only with TRUST_PROXY, and then only its last hop: the
 * address our own proxy saw (hops before it are whatever the client sent).
 */
export function clientAddress(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const last = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
    if (last) return last.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    // No Node connection behind this request (Hono's app.request()).
    return null;
  }
}

/** Failures of one email from one address (an unknown address counts as one). */
export function loginKey(email: string, address: string | null): string {
  return `${email}|${address ?? 'unknown'}`;
}
