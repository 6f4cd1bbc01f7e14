import { getRequestListener } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { sign } from 'hono/jwt';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password';
import { users } from '../../src/server/db/schema';
import { withReadCacheFastPath } from '../../src/server/http/fast-path';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';
import { said } from '../support/catalogue';

const LOG_IN_FIRST = { message: 'Please log in to continue.', code: 'pleaseLogIn' };

let api: TestApi;
let server: Server;
let base: string;
auditLedgerAfterEach(() => api);
beforeAll(async () => {
  api = await startTestApi();
  // As in production: the read cache's node:http fast path in front of the app.
  server = createServer(withReadCacheFastPath(api.deps, getRequestListener(api.app.fetch)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await api.close();
});

/** The clipper dashboard over node:http: a private read the cache keeps per token. */
async function dashboard(token: string) {
  const res = await fetch(`${base}/api/user/dashboard`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, json: (await res.json()) as unknown };
}

describe('sign out everywhere (POST /api/auth/logout-all)', () => {
  it('ends every session of the account at once, even where the read cache holds its answers', async () => {
    const clipper = await api.signup('user', 'Everywhere');
    const phone = await api.ok('login', { body: { email: clipper.email, password: clipper.password } });
    const bystander = await api.signup('user', 'Bystander');
    const tokens = [clipper.token, phone.token, bystander.token];
    for (const token of tokens) expect((await dashboard(token)).status).toBe(200);
    // Each token's second read is answered from the cache.
    const hits = api.deps.readCache.stats.hits;
    for (const token of tokens) expect((await dashboard(token)).status).toBe(200);
    expect(api.deps.readCache.stats.hits).toBe(hits + 3);

    const res = await api.ok('logoutAll', { token: phone.token });
    expect(res).toEqual({ message: said('signedOutEverywhere') });

    for (const token of [clipper.token, phone.token]) {
      expect(await dashboard(token)).toEqual({ status: 401, json: LOG_IN_FIRST });
      const me = await api.call('me', { token });
      expect(me.status).toBe(401);
      expect(me.json).toEqual(LOG_IN_FIRST);
      expect((await api.call('logoutAll', { token })).status).toBe(401);
    }
    // Someone else's session is untouched.
    expect((await dashboard(bystander.token)).status).toBe(200);
    // Logging in again gives a working session.
    const again = await api.ok('login', { body: { email: clipper.email, password: clipper.password } });
    expect((await dashboard(again.token)).status).toBe(200);
    expect((await api.ok('me', { token: again.token })).user).toEqual(clipper.user);
  });

  it('needs a session', async () => {
    const res = await api.call('logoutAll');
    expect(res.status).toBe(401);
    expect(res.json).toEqual(LOG_IN_FIRST);
  });
});

describe('token versions', () => {
  it('a token without a version (issued before versions existed) is version 0, retired by the first bump', async () => {
    const creator = await api.signup('creator', 'Old Token');
    const now = Math.floor(Date.now() / 1000);
    const old = await sign(
      { sub: creator.user._id, role: 'creator', iat: now, exp: now + 600 },
      api.config.jwtSecret,
      'HS256',
    );
    expect((await api.ok('me', { token: old })).user).toEqual(creator.user);
    await api.ok('logoutAll', { token: creator.token });
    expect((await api.call('me', { token: old })).status).toBe(401);
  });

  it('a token signed with a version other than the account’s is refused', async () => {
    const clipper = await api.signup('user', 'Forged Version');
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: clipper.user._id, role: 'user', iat: now, exp: now + 600 };
    for (const ver of [1, -1, 0.5, '0']) {
      const token = await sign({ ...claims, ver }, api.config.jwtSecret, 'HS256');
      expect((await api.call('me', { token })).status, String(ver)).toBe(401);
    }
    expect(
      (await api.call('me', { token: await sign({ ...claims, ver: 0 }, api.config.jwtSecret, 'HS256') })).status,
    ).toBe(200);
  });
});

describe('password hashes at login', () => {
  it('a login with a hash of an older cost rehashes it with the configured one, and keeps every session', async () => {
    const clipper = await api.signup('user', 'Old Hash');
    const older = await hashPassword(clipper.password, { N: 2 ** 11, r: 8, p: 1 });
    await api.db.update(users).set({ passwordHash: older }).where(eq(users.id, clipper.user._id));
    const stored = async () =>
      (await api.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, clipper.user._id)))[0]?.hash;

    const { N, r, p } = api.config.passwordCost;
    expect(N).not.toBe(2 ** 11);
    await api.ok('login', { body: { email: clipper.email, password: clipper.password } });
    const rehashed = await stored();
    expect(rehashed).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$`));
    // A rehash is not a password change: the earlier token still works, and so does the password.
    expect((await api.call('me', { token: clipper.token })).status).toBe(200);
    await api.ok('login', { body: { email: clipper.email, password: clipper.password } });
    expect(await stored()).toBe(rehashed);
    // A wrong password rehashes nothing.
    await api.db.update(users).set({ passwordHash: older }).where(eq(users.id, clipper.user._id));
    expect((await api.call('login', { body: { email: clipper.email, password: 'not-the-password' } })).status).toBe(
      401,
    );
    expect(await stored()).toBe(older);
  });
});
