import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/rows';
import { rebuildRunningTotals } from '../../src/server/ledger/platform-totals';
import { fundWallet } from './fund-wallet';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';
import { expectEachOnce, readAllPages } from './admin-pages';

let api: TestApi;
auditLedgerAfterEach(() => api);
let adminToken: string;
let adminId: string;

beforeAll(async () => {
  api = await startTestApi();
  const admin = await api.admin();
  adminToken = admin.token;
  adminId = admin.user._id;
});
afterAll(async () => {
  await api.close();
});

const allIds = async (role?: string) =>
  (
    await queryRows<{ id: string }>(
      api.db,
      role ? sql`select id from users where role = ${role}` : sql`select id from users`,
    )
  ).map((r) => r.id);

describe('GET /api/admin/users', () => {
  let creator: Awaited<ReturnType<TestApi['signup']>>;
  let clipper: Awaited<ReturnType<TestApi['signup']>>;

  beforeAll(async () => {
    creator = await api.signup('creator', 'Meera Nair');
    clipper = await api.signup('user', 'Arjun 100%_Clips');
    await fundWallet(api, creator.user._id, 1234.5);
    // 40 people created in one statement share one created_at: the id must break the tie.
    await api.db.execute(sql`
      insert into users (name, email, password_hash, role)
      select 'Batch ' || g, 'batch' || g || '@example.com', 'x', case when g % 3 = 0 then 'creator' else 'user' end
      from generate_series(1, 40) g`);
    // Inserted around signup, so the admin's running counts are rebuilt from the table.
    await rebuildRunningTotals(api.db);
  });

  it('returns every person exactly once across pages, newest first', async () => {
    const rows = await readAllPages(api, 'adminUsers', { token: adminToken, limit: 7 });
    expectEachOnce(rows, await allIds());
    const newestFirst = await queryRows<{ id: string }>(
      api.db,
      sql`select id from users order by created_at desc, id desc`,
    );
    expect(rows.map((r) => r._id)).toEqual(newestFirst.map((r) => r.id));
  });

  it('filters by role', async () => {
    expectEachOnce(
      await readAllPages(api, 'adminUsers', { token: adminToken, limit: 5, query: { role: 'creator' } }),
      await allIds('creator'),
    );
    expectEachOnce(
      await readAllPages(api, 'adminUsers', { token: adminToken, limit: 9, query: { role: 'user' } }),
      await allIds('user'),
    );
    const admins = await api.ok('adminUsers', { token: adminToken, query: { role: 'admin' } });
    expect(admins.data.users.map((u) => u._id)).toEqual([adminId]);
  });

  it('searches name or email, ignoring case, with % and _ taken literally', async () => {
    const byName = await api.ok('adminUsers', { token: adminToken, query: { q: 'MEERA' } });
    expect(byName.data.users.map((u) => u._id)).toEqual([creator.user._id]);
    const byEmail = await api.ok('adminUsers', { token: adminToken, query: { q: clipper.email.toUpperCase() } });
    expect(byEmail.data.users.map((u) => u._id)).toEqual([clipper.user._id]);
    const literal = await api.ok('adminUsers', { token: adminToken, query: { q: '100%_c' } });
    expect(literal.data.users.map((u) => u._id)).toEqual([clipper.user._id]);
    const wildcard = await api.ok('adminUsers', { token: adminToken, query: { q: '%' } });
    expect(wildcard.data.users.map((u) => u._id)).toEqual([clipper.user._id]);
    const roleAndText = await api.ok('adminUsers', { token: adminToken, query: { q: 'batch 3', role: 'creator' } });
    expect(roleAndText.data.users.map((u) => u.name).sort()).toEqual([
      'Batch 3',
      'Batch 30',
      'Batch 33',
      'Batch 36',
      'Batch 39',
    ]);
  });

  it("shows each person's wallet balance from the ledger (0 without a wallet)", async () => {
    const res = await api.call('adminUsers', { token: adminToken, query: { role: 'creator', q: 'Meera' } });
    expect(res).toMatchObject({
      status: 200,
      json: {
        data: {
          users: [
            { _id: creator.user._id, name: 'Meera Nair', email: creator.email, role: 'creator', walletBalance: 1234.5 },
          ],
          nextCursor: null,
        },
      },
    });
    const none = await api.ok('adminUsers', { token: adminToken, query: { q: clipper.email } });
    expect(none.data.users[0]?.walletBalance).toBe(0);
  });

  it('refuses bad filters and cursors with 400', async () => {
    expect(await api.call('adminUsers', { token: adminToken, query: { role: 'owner' } })).toMatchObject({
      status: 400,
    });
    expect(await api.call('adminUsers', { token: adminToken, query: { limit: '0' } })).toMatchObject({
      status: 400,
      json: { message: 'limit must be at least 1' },
    });
    expect(await api.call('adminUsers', { token: adminToken, query: { limit: '101' } })).toMatchObject({
      status: 400,
      json: { message: 'limit must be at most 100' },
    });
    expect(await api.call('adminUsers', { token: adminToken, query: { cursor: 'bm9wZQ' } })).toMatchObject({
      status: 400,
      json: { message: 'Invalid cursor', code: 'invalidCursor' },
    });
  });

  it('takes limit in plain digits only, on every admin list', async () => {
    for (const name of ['adminUsers', 'adminCampaigns', 'adminTransactions', 'adminWithdrawals'] as const) {
      for (const limit of ['1e1', '0x10', '1.0', ' 10', '+5', '-5']) {
        const res = await api.call(name, { token: adminToken, query: { limit } });
        expect({ name, limit, status: res.status, json: res.json }).toEqual({
          name,
          limit,
          status: 400,
          json: {
            message: 'limit must be a whole number',
            code: 'validation.limitNotWhole',
            issues: [{ path: 'limit', message: 'limit must be a whole number', code: 'validation.limitNotWhole' }],
          },
        });
      }
      expect((await api.call(name, { token: adminToken, query: { limit: '10' } })).status).toBe(200);
    }
  });

  it('refuses a well-formed cursor holding an impossible time with 400, on every list', async () => {
    const cursorAt = (at: string) =>
      Buffer.from(JSON.stringify([at, '00000000-0000-0000-0000-000000000000'])).toString('base64url');
    const lists = ['adminUsers', 'adminCampaigns', 'adminTransactions', 'adminWithdrawals', 'listCampaigns'] as const;
    for (const at of [
      '2026-13-45 99:99:99+00',
      '2026-02-30 10:00:00+00',
      '2026-01-01 24:00:00+00',
      '2026-01-01 10:00:00+05:61',
    ]) {
      for (const name of lists) {
        const res = await api.call(name, { token: adminToken, query: { cursor: cursorAt(at) } });
        expect({ name, at, status: res.status, json: res.json }).toEqual({
          name,
          at,
          status: 400,
          json: { message: 'Invalid cursor', code: 'invalidCursor' },
        });
      }
    }
    // A real time in either of the forms Postgres writes still pages.
    for (const at of ['2026-02-28 23:59:59.123456+00', '2024-02-29 10:00:00+05:30']) {
      expect((await api.call('adminUsers', { token: adminToken, query: { cursor: cursorAt(at) } })).status).toBe(200);
      expect((await api.call('listCampaigns', { query: { cursor: cursorAt(at) } })).status).toBe(200);
    }
  });
});
