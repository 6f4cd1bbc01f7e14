import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';

/**
 * Every API test reads through the read cache, and the harness compares each answer the cache served with what
 * the database says at that moment (tests/api/harness.ts, raw()): a write that changed a read without naming its
 * tag fails whichever test reads it next. Here a change is planted that no write announced (a direct UPDATE), to
 * show that check can fail.
 */
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

it('fails a read the cache served after a change nobody named', async () => {
  const clara = await api.signup('user', 'Clara Clipper');
  await api.ok('me', { token: clara.token });
  // Served from the cache and equal to the database: no complaint.
  expect((await api.ok('me', { token: clara.token })).user.name).toBe('Clara Clipper');
  await api.db.execute(sql`update users set name = 'Renamed Quietly' where id = ${clara.user._id}`);
  await expect(api.call('me', { token: clara.token })).rejects.toThrow(
    /^Stale read: GET \/api\/auth\/me from the read cache differs from the database\./,
  );
});

it('stays quiet when the write named what it changed', async () => {
  const chetan = await api.signup('creator', 'Chetan Creator');
  await api.ok('creatorWallet', { token: chetan.token });
  await api.topUp(chetan.token, 500);
  expect((await api.ok('creatorWallet', { token: chetan.token })).data.availableBalance).toBe(500_00);
  const hits = api.deps.readCache.stats.hits;
  // Served from the cache this time, and compared with the database.
  expect((await api.ok('creatorWallet', { token: chetan.token })).data.availableBalance).toBe(500_00);
  expect(api.deps.readCache.stats.hits).toBe(hits + 1);
});
