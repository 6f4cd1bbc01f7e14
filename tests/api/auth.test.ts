import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authResponse, meResponse } from '../../schemas/auth';
import { errorBody } from '../../schemas/common';
import { ensureAdmin } from '../../src/server/auth/admin-account';
import { ConfigError } from '../../src/server/config';
import { createLoginLimiter } from '../../src/server/auth/login-limiter';
import { createApp } from '../../src/server/app';
import { accounts, users } from '../../src/server/db/schema';
import type { AppEnv } from '../../src/server/deps';
import { changeTags } from '../../src/server/feed/change-tags';
import { commitChange } from '../../src/server/feed/commit-change';
import { addToPlatformTotals } from '../../src/server/ledger/platform-totals';
import { auditLedgerAfterEach, startTestApi, uniqueEmail, type TestApi } from './harness';

const INVALID = { message: 'Invalid email or password.' };
const TOO_MANY = { message: 'Too many failed login attempts. Please try again in 15 minutes.' };
const LOG_IN_FIRST = { message: 'Please log in to continue.' };

/** A login over a connection from `address` (and, when given, an X-Forwarded-For header). */
async function logInFrom(app: Hono<AppEnv>, address: string, body: { email: string; password: string }, forwardedFor?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (forwardedFor) headers['X-Forwarded-For'] = forwardedFor;
  // What @hono/node-server passes a handler: getConnInfo reads the socket's remote address from it.
  const connection = { incoming: { socket: { remoteAddress: address } } };
  const res = await app.request('/api/auth/login', { method: 'POST', headers, body: JSON.stringify(body) }, connection);
  return { status: res.status, json: (await res.json()) as unknown };
}

let api: TestApi;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('signup', () => {
  it.each(['user', 'creator'] as const)('creates a %s whose token opens /api/auth/me', async (role) => {
    const email = uniqueEmail(role);
    const res = await api.call('signup', { body: { name: '  Asha Rao ', email, password: 'password123', role } });
    expect(res.status).toBe(201);
    const { user, token } = authResponse.parse(res.json);
    expect(user).toEqual({ _id: user._id, name: 'Asha Rao', email, role, createdAt: user.createdAt });
    expect(Date.parse(user.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    // Exactly the public fields: no hash or other columns leak.
    expect(Object.keys(res.json as object).sort()).toEqual(['token', 'user']);
    expect(Object.keys(user).sort()).toEqual(['_id', 'createdAt', 'email', 'name', 'role']);

    const me = await api.call('me', { token });
    expect(me.status).toBe(200);
    expect(meResponse.parse(me.json)).toEqual({ user });
  });

  it('stores the email trimmed and lowercased, and logs in with any case', async () => {
    const email = uniqueEmail('Mixed.Case').replace('example.com', 'Example.COM');
    const { user } = await api.ok('signup', { body: { name: 'Mixed', email: `  ${email} `, password: 'password123', role: 'user' } }, 201);
    expect(user.email).toBe(email.toLowerCase());
    const [row] = await api.db.select({ email: users.email }).from(users).where(eq(users.id, user._id));
    expect(row?.email).toBe(email.toLowerCase());
    const login = await api.ok('login', { body: { email: email.toUpperCase(), password: 'password123' } });
    expect(login.user._id).toBe(user._id);
  });

  it('gives a new clipper or creator no wallet and no money (the ledger opens accounts on first use)', async () => {
    for (const role of ['user', 'creator'] as const) {
      const { user } = await api.signup(role);
      expect(await api.db.select().from(accounts).where(eq(accounts.userId, user._id))).toEqual([]);
    }
    await api.expectLedgerSound();
  });

  it('refuses role admin with 400 naming the role, and creates nothing', async () => {
    const email = uniqueEmail('would-be-admin');
    const res = await api.call('signup', { body: { name: 'Mallory', email, password: 'password123', role: 'admin' } });
    expect(res.status).toBe(400);
    expect(errorBody.parse(res.json).message).toBe('Role must be user or creator');
    expect((res.json as { issues: unknown }).issues).toEqual([{ path: 'role', message: 'Role must be user or creator' }]);
    expect(await api.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses a short password with its message', async () => {
    const res = await api.call('signup', { body: { name: 'Short', email: uniqueEmail(), password: 'short', role: 'user' } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: 'Password must be at least 8 characters', issues: [{ path: 'password', message: 'Password must be at least 8 characters' }] });
  });

  it('answers 409 for a taken email, in any case, and keeps the first account', async () => {
    const first = await api.signup('creator');
    for (const email of [first.email, first.email.toUpperCase(), ` ${first.email.replace('creator', 'CREATOR')} `]) {
      const res = await api.call('signup', { body: { name: 'Copycat', email, password: 'another-password', role: 'user' } });
      expect(res.status, email).toBe(409);
      expect(res.json).toEqual({ message: 'An account with this email already exists.' });
    }
    const login = await api.ok('login', { body: { email: first.email, password: first.password } });
    expect(login.user).toEqual(first.user);
  });

  it('lets only one of two simultaneous signups with one email win', async () => {
    const email = uniqueEmail('race');
    const body = { name: 'Racer', email, password: 'password123', role: 'user' };
    const results = await Promise.all([api.call('signup', { body }), api.call('signup', { body })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});

describe('login', () => {
  it('signs in a clipper and a creator with a working token', async () => {
    for (const role of ['user', 'creator'] as const) {
      const account = await api.signup(role);
      const res = await api.ok('login', { body: { email: account.email, password: account.password } });
      expect(res.user).toEqual(account.user);
      expect(await api.ok('me', { token: res.token })).toEqual({ user: account.user });
    }
  });

  it('gives an unknown email and a wrong password the identical 401', async () => {
    const account = await api.signup('user');
    const wrongPassword = await api.call('login', { body: { email: account.email, password: 'wrong-password' } });
    const unknownEmail = await api.call('login', { body: { email: uniqueEmail('nobody'), password: 'wrong-password' } });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.json).toEqual(INVALID);
    expect(unknownEmail.json).toEqual(wrongPassword.json);
  });

  it('answers the 6th failed login in the window with 429, even with the right password', async () => {
    const account = await api.signup('user');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await api.call('login', { body: { email: account.email, password: `wrong-${attempt}` } });
      expect(res.status, `attempt ${attempt}`).toBe(401);
      expect(res.json).toEqual(INVALID);
    }
    const sixth = await api.call('login', { body: { email: account.email, password: 'wrong-6' } });
    expect(sixth.status).toBe(429);
    expect(sixth.json).toEqual(TOO_MANY);
    const right = await api.call('login', { body: { email: account.email, password: account.password } });
    expect(right.status).toBe(429);
    expect(right.json).toEqual(TOO_MANY);
    // The same lock covers the admin door and other spellings of the email.
    const admin = await api.call('adminLogin', { body: { email: account.email.toUpperCase(), password: 'x' } });
    expect(admin.status).toBe(429);
  });

  it('limits unknown emails the same way, so the 429 does not reveal existence either', async () => {
    const email = uniqueEmail('ghost');
    const statuses = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      statuses.push((await api.call('login', { body: { email, password: 'guess' } })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a new header per guess does not get past the limit', async () => {
    const account = await api.signup('user');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await logInFrom(api.app, '203.0.113.7', { email: account.email, password: 'wrong' }, `198.51.100.${attempt}`);
      expect(res.status, `attempt ${attempt}`).toBe(401);
    }
    const spoofed = await logInFrom(api.app, '203.0.113.7', { email: account.email, password: account.password }, '198.51.100.99');
    expect(spoofed.status).toBe(429);
    expect(spoofed.json).toEqual(TOO_MANY);
    // The lock is on that address only: the owner elsewhere still gets in.
    const elsewhere = await logInFrom(api.app, '192.0.2.50', { email: account.email, password: account.password });
    expect(elsewhere.status).toBe(200);
  });

  it('with TRUST_PROXY counts per the last X-Forwarded-For hop (the one our proxy added)', async () => {
    const behindProxy = createApp({ ...api.deps, config: { ...api.config, trustProxy: true } });
    const account = await api.signup('user');
    const proxy = '10.0.0.1';
    for (let attempt = 1; attempt <= 5; attempt++) {
      // Hops the client wrote itself come first and change every time; the last one is what the proxy saw.
      const res = await logInFrom(behindProxy, proxy, { email: account.email, password: 'wrong' }, `192.0.2.${attempt}, 203.0.113.7`);
      expect(res.status, `attempt ${attempt}`).toBe(401);
    }
    const locked = await logInFrom(behindProxy, proxy, { email: account.email, password: account.password }, '192.0.2.77, 203.0.113.7');
    expect(locked.status).toBe(429);
    expect(locked.json).toEqual(TOO_MANY);
    const otherClient = await logInFrom(behindProxy, proxy, { email: account.email, password: account.password }, '198.51.100.2');
    expect(otherClient.status).toBe(200);
  });

  it('limits one address across many emails: the 21st failure in the window gets 429, other addresses do not', async () => {
    const account = await api.signup('user');
    const address = '203.0.113.21';
    for (let attempt = 1; attempt <= 20; attempt++) {
      const res = await logInFrom(api.app, address, { email: uniqueEmail('sprayed'), password: 'Password123' });
      expect(res.status, `attempt ${attempt}`).toBe(401);
    }
    const next = await logInFrom(api.app, address, { email: uniqueEmail('sprayed'), password: 'Password123' });
    expect(next.status).toBe(429);
    expect(next.json).toEqual(TOO_MANY);
    // Even a right password from that address waits; from another address it works.
    expect((await logInFrom(api.app, address, { email: account.email, password: account.password })).status).toBe(429);
    expect((await logInFrom(api.app, '192.0.2.21', { email: account.email, password: account.password })).status).toBe(200);
  });

  it('does not count successful logins against the address', async () => {
    const account = await api.signup('creator');
    const address = '203.0.113.40';
    for (let i = 0; i < 22; i++) {
      expect((await logInFrom(api.app, address, { email: account.email, password: account.password })).status, `login ${i}`).toBe(200);
    }
    expect((await logInFrom(api.app, address, { email: account.email, password: 'wrong' })).status).toBe(401);
  });

  it('forgets the failures after a successful login', async () => {
    const account = await api.signup('creator');
    const attempt = (password: string) => api.call('login', { body: { email: account.email, password } });
    for (let i = 0; i < 4; i++) expect((await attempt('wrong')).status).toBe(401);
    expect((await attempt(account.password)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt('wrong')).status).toBe(401);
    expect((await attempt('wrong')).status).toBe(429);
  });

  it('does not let parallel guesses slip past the limit', async () => {
    const account = await api.signup('user');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => api.call('login', { body: { email: account.email, password: 'wrong' } })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });
});

describe('login limiter window', () => {
  it('allows 5 failures per 15 minutes and opens again when they age out', () => {
    let now = 1_000_000;
    const limiter = createLoginLimiter({ now: () => now });
    for (let i = 0; i < 5; i++) {
      limiter.check('a');
      limiter.recordFailure('a');
      now += 60_000;
    }
    expect(() => limiter.check('a')).toThrow(TOO_MANY.message);
    limiter.check('b'); // other keys are not affected
    now += 10 * 60_000 + 1; // only the first failure is now older than 15 minutes
    expect(() => limiter.check('a')).not.toThrow();
    limiter.recordFailure('a');
    expect(() => limiter.check('a')).toThrow(TOO_MANY.message);
  });

  it('takes back only the latest failure', () => {
    const limiter = createLoginLimiter({ maxFailures: 2 });
    limiter.recordFailure('a');
    limiter.recordFailure('a');
    expect(() => limiter.check('a')).toThrow(TOO_MANY.message);
    limiter.takeBack('a');
    expect(() => limiter.check('a')).not.toThrow();
    limiter.recordFailure('a');
    expect(() => limiter.check('a')).toThrow(TOO_MANY.message);
  });

  it('keeps memory bounded when many keys fail', () => {
    const limiter = createLoginLimiter({ maxKeys: 10 });
    for (let i = 0; i < 1000; i++) limiter.recordFailure(`key-${i}`);
    for (let i = 0; i < 5; i++) limiter.recordFailure('target');
    expect(() => limiter.check('target')).toThrow(TOO_MANY.message);
  });
});

describe('admin login', () => {
  it('signs in the admin', async () => {
    const admin = await api.admin();
    expect(admin.user.role).toBe('admin');
    expect(await api.ok('me', { token: admin.token })).toEqual({ user: admin.user });
  });

  it('refuses a creator and a clipper with the same 401 as a wrong password, even with their right password', async () => {
    for (const role of ['creator', 'user'] as const) {
      const account = await api.signup(role);
      const res = await api.call('adminLogin', { body: { email: account.email, password: account.password } });
      expect(res.status).toBe(401);
      expect(res.json).toEqual(INVALID);
    }
    const admin = await api.admin();
    const wrong = await api.call('adminLogin', { body: { email: admin.email, password: 'wrong-password' } });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual(INVALID);
  });

  it('ADMIN_EMAIL/ADMIN_PASSWORD create the admin once and later update its password', async () => {
    const email = uniqueEmail('boss');
    await ensureAdmin(api.deps, { email, password: 'first-password' });
    await ensureAdmin(api.deps, { email: email.toUpperCase(), password: 'second-password' });
    expect(await api.db.select({ role: users.role }).from(users).where(eq(users.email, email))).toEqual([{ role: 'admin' }]);
    expect((await api.call('adminLogin', { body: { email, password: 'first-password' } })).status).toBe(401);
    await api.ok('adminLogin', { body: { email, password: 'second-password' } });

  });

  it('ADMIN_EMAIL naming an existing clipper or creator refuses to start, and the account stays theirs', async () => {
    for (const role of ['creator', 'user'] as const) {
      const person = await api.signup(role);
      const refusal = ensureAdmin(api.deps, { email: person.email.toUpperCase(), password: 'promoted-password' });
      await expect(refusal).rejects.toThrow(ConfigError);
      await expect(refusal).rejects.toThrow(
        `ADMIN_EMAIL ${person.email} belongs to an existing ${role === 'user' ? 'clipper' : 'creator'} account: choose another address for the admin`,
      );
      expect((await api.ok('me', { token: person.token })).user).toEqual(person.user);
      expect((await api.call('adminLogin', { body: { email: person.email, password: 'promoted-password' } })).status).toBe(401);
      await api.ok('login', { body: { email: person.email, password: person.password } });
    }
  });
});

describe('/api/auth/me', () => {
  async function expectRefused(headers: Record<string, string>) {
    const res = await api.raw('GET', '/api/auth/me', { headers });
    expect(res.status, JSON.stringify(headers)).toBe(401);
    expect(res.json).toEqual(LOG_IN_FIRST);
  }

  it('refuses a request without a token or with a malformed one', async () => {
    await expectRefused({});
    await expectRefused({ Authorization: 'Bearer' });
    await expectRefused({ Authorization: 'Bearer not-a-jwt' });
    await expectRefused({ Authorization: 'Basic dXNlcjpwYXNz' });
  });

  it('refuses a token signed with another secret, another algorithm, or without an expiry', async () => {
    const { user } = await api.signup('user');
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: user._id, role: user.role, iat: now, exp: now + 600 };
    await expectRefused({ Authorization: `Bearer ${await sign(claims, 'another-secret-another-secret-another', 'HS256')}` });
    await expectRefused({ Authorization: `Bearer ${await sign(claims, api.config.jwtSecret, 'HS512')}` });
    await expectRefused({ Authorization: `Bearer ${await sign({ sub: user._id, role: user.role }, api.config.jwtSecret, 'HS256')}` });
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    await expectRefused({ Authorization: `Bearer ${unsigned}` });
    await expectRefused({ Authorization: `Bearer ${await sign({ ...claims, sub: 'not-a-uuid' }, api.config.jwtSecret, 'HS256')}` });
    // The same claims, properly signed, are accepted: the refusals above are about the token, not the user.
    const good = await api.raw('GET', '/api/auth/me', { token: await sign(claims, api.config.jwtSecret, 'HS256') });
    expect(good.status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const { user } = await api.signup('creator');
    const now = Math.floor(Date.now() / 1000);
    const expired = await sign({ sub: user._id, role: user.role, iat: now - 7200, exp: now - 60 }, api.config.jwtSecret, 'HS256');
    await expectRefused({ Authorization: `Bearer ${expired}` });
  });

  it('refuses the token of a deleted user', async () => {
    const { user, token } = await api.signup('user');
    expect((await api.call('me', { token })).status).toBe(200);
    // Like every write, it names what it changed (a removal by hand would wait for the cache's maximum age).
    // By hand, so the admin's running count of clippers is kept by hand too (the audit recounts it).
    await commitChange(
      api.deps,
      async (tx) => {
        await tx.delete(users).where(eq(users.id, user._id));
        await addToPlatformTotals(tx, { clippersCount: -1 });
      },
      () => [changeTags.user(user._id)],
    );
    await expectRefused({ Authorization: `Bearer ${token}` });
  });

  it('a role change takes effect on the next request', async () => {
    const creator = await api.signup('creator');
    expect((await api.ok('me', { token: creator.token })).user.role).toBe('creator');
    await commitChange(
      api.deps,
      async (tx) => {
        await tx.update(users).set({ role: 'user' }).where(eq(users.id, creator.user._id));
        await addToPlatformTotals(tx, { creatorsCount: -1, clippersCount: 1 });
      },
      () => [changeTags.user(creator.user._id)],
    );
    const me = await api.ok('me', { token: creator.token });
    expect(me.user.role).toBe('user');
  });
});
