import { eq } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authResponse, meResponse } from '../../schemas/auth';
import { errorBody } from '../../schemas/common';
import { ensureAdmin } from '../../src/server/auth/admin-account';
import { ConfigError } from '../../src/server/config-error';
import { users } from '../../src/server/db/schema';
import { accounts } from '../../src/server/db/ledger-schema';
import { commitChange } from '../../src/server/feed/commit-change';
import { addToPlatformTotals } from '../../src/server/ledger/platform-totals';
import { auditLedgerAfterEach, startTestApi, uniqueEmail, type TestApi } from './harness';

const INVALID = { message: 'Invalid email or password.', code: 'invalidLogin' };
const LOG_IN_FIRST = { message: 'Please log in to continue.', code: 'pleaseLogIn' };

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
    expect(user).toEqual({
      _id: user._id,
      name: 'Asha Rao',
      email,
      role,
      createdAt: user.createdAt,
      emailVerified: false,
      adminRole: null,
      language: 'en',
    });
    expect(Date.parse(user.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    // Exactly the public fields: no hash or other columns leak.
    expect(Object.keys(res.json as object).sort()).toEqual(['token', 'user']);
    expect(Object.keys(user).sort()).toEqual([
      '_id',
      'adminRole',
      'createdAt',
      'email',
      'emailVerified',
      'language',
      'name',
      'role',
    ]);

    const me = await api.call('me', { token });
    expect(me.status).toBe(200);
    expect(meResponse.parse(me.json)).toEqual({ user });
  });

  it('stores the email trimmed and lowercased, and logs in with any case', async () => {
    const email = uniqueEmail('Mixed.Case').replace('example.com', 'Example.COM');
    const { user } = await api.ok(
      'signup',
      { body: { name: 'Mixed', email: `  ${email} `, password: 'password123', role: 'user' } },
      201,
    );
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
    expect((res.json as { issues: unknown }).issues).toEqual([
      { path: 'role', message: 'Role must be user or creator', code: 'validation.signupRoleInvalid' },
    ]);
    expect(await api.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses a short password with its message', async () => {
    const res = await api.call('signup', {
      body: { name: 'Short', email: uniqueEmail(), password: 'short', role: 'user' },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      message: 'Password must be at least 8 characters',
      code: 'validation.passwordTooShort',
      issues: [
        { path: 'password', message: 'Password must be at least 8 characters', code: 'validation.passwordTooShort' },
      ],
    });
  });

  it('answers 409 for a taken email, in any case, and keeps the first account', async () => {
    const first = await api.signup('creator');
    for (const email of [first.email, first.email.toUpperCase(), ` ${first.email.replace('creator', 'CREATOR')} `]) {
      const res = await api.call('signup', {
        body: { name: 'Copycat', email, password: 'another-password', role: 'user' },
      });
      expect(res.status, email).toBe(409);
      expect(res.json).toEqual({ message: 'An account with this email already exists.', code: 'emailTaken' });
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
    const unknownEmail = await api.call('login', {
      body: { email: uniqueEmail('nobody'), password: 'wrong-password' },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.json).toEqual(INVALID);
    expect(unknownEmail.json).toEqual(wrongPassword.json);
  });

  // The login slowdown (per account and per address) has its own file: login-limiter.test.ts.
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
    expect(await api.db.select({ role: users.role }).from(users).where(eq(users.email, email))).toEqual([
      { role: 'admin' },
    ]);
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
      expect(
        (await api.call('adminLogin', { body: { email: person.email, password: 'promoted-password' } })).status,
      ).toBe(401);
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
    await expectRefused({
      Authorization: `Bearer ${await sign(claims, 'another-secret-another-secret-another', 'HS256')}`,
    });
    await expectRefused({ Authorization: `Bearer ${await sign(claims, api.config.jwtSecret, 'HS512')}` });
    await expectRefused({
      Authorization: `Bearer ${await sign({ sub: user._id, role: user.role }, api.config.jwtSecret, 'HS256')}`,
    });
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    await expectRefused({ Authorization: `Bearer ${unsigned}` });
    await expectRefused({
      Authorization: `Bearer ${await sign({ ...claims, sub: 'not-a-uuid' }, api.config.jwtSecret, 'HS256')}`,
    });
    // The same claims, properly signed, are accepted: the refusals above are about the token, not the user.
    const good = await api.raw('GET', '/api/auth/me', { token: await sign(claims, api.config.jwtSecret, 'HS256') });
    expect(good.status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const { user } = await api.signup('creator');
    const now = Math.floor(Date.now() / 1000);
    const expired = await sign(
      { sub: user._id, role: user.role, iat: now - 7200, exp: now - 60 },
      api.config.jwtSecret,
      'HS256',
    );
    await expectRefused({ Authorization: `Bearer ${expired}` });
  });

  it('refuses the token of a deleted user', async () => {
    const { user, token } = await api.signup('user');
    expect((await api.call('me', { token })).status).toBe(200);
    // Like every write, it names what it changed (a removal by hand would wait for the cache's maximum age).
    // By hand, so the admin's running count of clippers is kept by hand too (the audit recounts it).
    await commitChange(api.deps, async (tx) => {
      await tx.delete(users).where(eq(users.id, user._id));
      await addToPlatformTotals(tx, { clippersCount: -1 });
    });
    await expectRefused({ Authorization: `Bearer ${token}` });
  });

  it('a role change takes effect on the next request', async () => {
    const creator = await api.signup('creator');
    expect((await api.ok('me', { token: creator.token })).user.role).toBe('creator');
    await commitChange(api.deps, async (tx) => {
      await tx.update(users).set({ role: 'user' }).where(eq(users.id, creator.user._id));
      await addToPlatformTotals(tx, { creatorsCount: -1, clippersCount: 1 });
    });
    const me = await api.ok('me', { token: creator.token });
    expect(me.user.role).toBe('user');
  });
});
