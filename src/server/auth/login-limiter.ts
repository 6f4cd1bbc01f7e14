import type { Context } from 'hono';
import { tooManyRequests } from '../http/errors';

export const TOO_MANY_LOGINS_MESSAGE = 'Too many failed login attempts. Please try again in 15 minutes.';

export type LoginLimiter = {
  /** Throws 429 while `key` has used up its failures in the window. */
  check(key: string): void;
  recordFailure(key: string): void;
  /** A successful login forgets the failures. */
  reset(key: string): void;
};

type Options = { maxFailures?: number; windowMs?: number; maxKeys?: number; now?: () => number };

/**
 * Failed logins per key, in this process's memory (with several API processes each keeps its own count,
 * which still bounds guessing). Created once per app so tests do not share counts.
 */
export function createLoginLimiter(options: Options = {}): LoginLimiter {
  const maxFailures = options.maxFailures ?? 5;
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
  };
}

/** The caller's address: the first hop of X-Forwarded-For (set by a proxy in front of us), else 'local'. */
export function clientIp(c: Context): string {
  const first = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
  return first ? first.slice(0, 64) : 'local';
}

export function loginKey(email: string, ip: string): string {
  return `${email}|${ip}`;
}
