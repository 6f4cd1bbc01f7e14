import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SLOWDOWN, ADDRESS_SLOWDOWN, limitLogin } from '../../src/server/auth/login-limiter';
import { createApp } from '../../src/server/app';
import { queryRows } from '../../src/server/db/rows';
import type { AppEnv } from '../../src/server/deps';
import { HttpError } from '../../src/server/refusals';
import { pruneRateLimits } from '../../src/server/limits/rate-limit-store';
import { auditLedgerAfterEach, startTestApi, uniqueEmail, type TestApi } from './harness';

const INVALID = { message: 'Invalid email or password.', code: 'invalidLogin' };
const waitFor = (wait: string) => ({
  message: `Too many failed login attempts. Please try again in ${wait}.`,
  code: 'tooManyLogins',
});

type Attempt = { status: number; json: unknown; retryAfter: string | null };

/** A login over a connection from `address` (and, when given, an X-Forwarded-For header), at either door. */
async function logInFrom(
  app: Hono<AppEnv>,
  address: string,
  body: { email: string; password: string },
  options: { forwardedFor?: string; door?: 'login' | 'admin/login' } = {},
): Promise<Attempt> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.forwardedFor) headers['X-Forwarded-For'] = options.forwardedFor;
  // What @hono/node-server passes a handler: getConnInfo reads the socket's remote address from it.
  const connection = { incoming: { socket: { remoteAddress: address } } };
  const init = { method: 'POST', headers, body: JSON.stringify(body) };
  const res = await app.request(`/api/auth/${options.door ?? 'login'}`, init, connection);
  return { status: res.status, json: (await res.json()) as unknown, retryAfter: res.headers.get('Retry-After') };
}

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const countOf = async (key: string) =>
  (await queryRows<{ count: number }>(api.db, sql`select count from rate_limits where key = ${key}`))[0]?.count ?? 0;

/** Lets a key's current delay run out, as if its time had passed. */
const endDelay = (key: string) =>
  api.db.execute(sql`update rate_limits set blocked_until = now() - interval '1 second' where key = ${key}`);

describe('login slowdown per account', () => {
  it('counts an account’s failures from every address: after 5, the next attempt from anywhere waits a minute', async () => {
    const account = await api.signup('user');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await logInFrom(api.app, `198.51.100.${attempt}`, {
        email: account.email,
        password: `wrong-${attempt}`,
      });
      expect(res.status, `attempt ${attempt}`).toBe(401);
      expect(res.json).toEqual(INVALID);
    }
    const sixth = await logInFrom(api.app, '198.51.100.6', { email: account.email, password: 'wrong-6' });
    expect(sixth).toEqual({ status: 429, json: waitFor('1 minute'), retryAfter: '60' });
    // Even the right password waits (else the answer would tell a guesser it was right), at both doors and in any case.
    expect((await logInFrom(api.app, '192.0.2.50', { email: account.email, password: account.password })).status).toBe(
      429,
    );
    const admin = await logInFrom(
      api.app,
      '192.0.2.51',
      { email: account.email.toUpperCase(), password: 'x' },
      { door: 'admin/login' },
    );
    expect(admin.status).toBe(429);
    // The refused attempts were not counted: the account is still at 5.
    expect(await countOf(`login:account:${account.email}`)).toBe(5);
  });

  it('lets the right password in once the delay has passed, and then forgets the failures', async () => {
    const account = await api.signup('creator');
    const key = `login:account:${account.email}`;
    const attempt = (password: string) => logInFrom(api.app, '203.0.113.60', { email: account.email, password });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong')).status).toBe(401);
    expect((await attempt(account.password)).status).toBe(429);
    await endDelay(key);
    expect((await attempt(account.password)).status).toBe(200);
    expect(await countOf(key)).toBe(0);
    for (let i = 0; i < 5; i++) expect((await attempt('wrong')).status).toBe(401);
    expect((await attempt('wrong')).status).toBe(429);
  });

  it('slows unknown emails the same way, so the 429 does not reveal whether an account exists', async () => {
    const email = uniqueEmail('ghost');
    const statuses = [];
    for (let attempt = 1; attempt <= 6; attempt++)
      statuses.push((await api.call('login', { body: { email, password: 'guess' } })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('does not let parallel guesses slip past: 8 at once get five 401s and three 429s', async () => {
    const account = await api.signup('user');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => api.call('login', { body: { email: account.email, password: 'wrong' } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('keeps the counts in the database, so another app on it (another API process) refuses as well', async () => {
    const other = createApp(api.deps);
    const account = await api.signup('user');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const app = attempt % 2 === 0 ? other : api.app;
      expect((await logInFrom(app, '203.0.113.70', { email: account.email, password: 'wrong' })).status).toBe(401);
    }
    expect((await logInFrom(other, '203.0.113.70', { email: account.email, password: account.password })).status).toBe(
      429,
    );
    expect(
      (await logInFrom(api.app, '203.0.113.71', { email: account.email, password: account.password })).status,
    ).toBe(429);
  });
});

describe('login slowdown per address', () => {
  it('slows an address after 100 failures across emails by 1 second, and a person behind it gets in once that delay has passed', async () => {
    const account = await api.signup('user');
    const address = '203.0.113.21';
    for (let attempt = 1; attempt <= 100; attempt++) {
      const res = await logInFrom(api.app, address, { email: uniqueEmail('sprayed'), password: 'Password123' });
      expect(res.status, `attempt ${attempt}`).toBe(401);
    }
    const next = await logInFrom(api.app, address, { email: uniqueEmail('sprayed'), password: 'Password123' });
    expect(next).toEqual({ status: 429, json: waitFor('1 second'), retryAfter: '1' });
    // Not counted against that fresh email either.
    expect(await countOf(`login:address:${address}`)).toBe(100);
    // Other addresses are not slowed.
    expect((await logInFrom(api.app, '192.0.2.21', { email: uniqueEmail('elsewhere'), password: 'x' })).status).toBe(
      401,
    );
    // Someone else behind the same address waits only the address's own delay, not the sprayed accounts'.
    await endDelay(`login:address:${address}`);
    expect((await logInFrom(api.app, address, { email: account.email, password: account.password })).status).toBe(200);
  });

  it('does not count successful logins against the address', async () => {
    const account = await api.signup('creator');
    const address = '203.0.113.40';
    for (let i = 0; i < 22; i++) {
      expect(
        (await logInFrom(api.app, address, { email: account.email, password: account.password })).status,
        `login ${i}`,
      ).toBe(200);
    }
    expect(await countOf(`login:address:${address}`)).toBe(0);
    expect((await logInFrom(api.app, address, { email: account.email, password: 'wrong' })).status).toBe(401);
    expect(await countOf(`login:address:${address}`)).toBe(1);
  });

  it('counts IPv6 addresses by their /64 and an IPv4-mapped address as the IPv4 address', async () => {
    const email = uniqueEmail('v6');
    for (const address of ['2001:db8:7:1::a', '2001:db8:7:1:ffff::b', '2001:DB8:7:1:0:0:0:c']) {
      expect((await logInFrom(api.app, address, { email, password: 'wrong' })).status).toBe(401);
    }
    expect(await countOf('login:address:2001:db8:7:1::/64')).toBe(3);
    expect((await logInFrom(api.app, '2001:db8:7:2::a', { email, password: 'wrong' })).status).toBe(401);
    expect(await countOf('login:address:2001:db8:7:2::/64')).toBe(1);
    expect((await logInFrom(api.app, '::ffff:203.0.113.99', { email, password: 'wrong' })).status).toBe(401);
    expect(await countOf('login:address:203.0.113.99')).toBe(1);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY, and with it counts per the last hop (the one our proxy added)', async () => {
    const email = uniqueEmail('proxied');
    await logInFrom(api.app, '203.0.113.80', { email, password: 'wrong' }, { forwardedFor: '198.51.100.80' });
    expect(await countOf('login:address:203.0.113.80')).toBe(1);
    expect(await countOf('login:address:198.51.100.80')).toBe(0);
    const behindProxy = createApp({ ...api.deps, config: { ...api.config, trustProxy: true } });
    // Hops the client wrote itself come first; the last one is what the proxy saw.
    await logInFrom(
      behindProxy,
      '10.0.0.1',
      { email, password: 'wrong' },
      { forwardedFor: '192.0.2.1, 198.51.100.81' },
    );
    expect(await countOf('login:address:198.51.100.81')).toBe(1);
    expect(await countOf('login:address:10.0.0.1')).toBe(0);
  });
});

describe('slowdown arithmetic', () => {
  const wrong = () => Promise.reject(new Error('wrong password'));

  /** Fails at `time` and returns null, or the wait in seconds that the limiter refused with. */
  async function failAt(email: string, address: string | null, time: number): Promise<number | null> {
    try {
      await limitLogin(api.db, email, address, wrong, new Date(time));
    } catch (error) {
      if (error instanceof HttpError) return error.retryAfterSeconds ?? -1;
      return null;
    }
    throw new Error('the check passed');
  }

  /** Fails as soon as allowed, again and again; returns each wait the limiter asked for after the free failures. */
  async function waitsOf(email: string, address: string | null, failures: number) {
    let time = Date.UTC(2026, 0, 1);
    const waits: number[] = [];
    for (let done = 0; done < failures;) {
      const refused = await failAt(email, address, time);
      if (refused === null) {
        done++;
        time += 1;
        continue;
      }
      waits.push(refused);
      time += refused * 1000;
    }
    return waits;
  }

  it('doubles an account’s delay from 1 minute after each failure past the 5 free ones, up to 15 minutes', async () => {
    expect(ACCOUNT_SLOWDOWN).toMatchObject({ free: 5, baseMs: 60_000, capMs: 900_000 });
    expect(await waitsOf(uniqueEmail('slowed'), null, 11)).toEqual([60, 120, 240, 480, 900, 900]);
  });

  it('doubles an address’s delay from 1 second after its 100 free failures, up to a minute', async () => {
    expect(ADDRESS_SLOWDOWN).toMatchObject({ free: 100, baseMs: 1000, capMs: 60_000 });
    let time = Date.UTC(2026, 1, 1);
    // A new email each time: only the address is slowed.
    for (let i = 0; i < 100; i++) expect(await failAt(uniqueEmail('spray'), '192.0.2.200', time++)).toBeNull();
    const waits: number[] = [];
    while (waits.length < 9) {
      const refused = await failAt(uniqueEmail('spray'), '192.0.2.200', time);
      if (refused === null) time += 1;
      else {
        waits.push(refused);
        time += refused * 1000;
      }
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it('forgets an account’s failures a day after the last one, and prunes rows nobody needs', async () => {
    const email = uniqueEmail('forgotten');
    const start = Date.UTC(2026, 2, 1);
    for (let i = 0; i < 5; i++) expect(await failAt(email, null, start + i)).toBeNull();
    expect(await failAt(email, null, start + 10)).toBe(60);
    const nextDay = start + 24 * 60 * 60 * 1000 + 10;
    expect(await failAt(email, null, nextDay)).toBeNull();
    expect(await countOf(`login:account:${email}`)).toBe(1);
    // Two days on, the row is idle past every window: pruning deletes it, and keeps rows still in use.
    const pruned = await pruneRateLimits(api.db, new Date(nextDay + 2 * 24 * 60 * 60 * 1000));
    expect(pruned).toBeGreaterThan(0);
    expect(await countOf(`login:account:${email}`)).toBe(0);
  });
});
