import { sql } from 'drizzle-orm';
import { createApp } from '../../src/server/app';
import { ensureAdmin } from '../../src/server/auth/admin-account';
import { testConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { createSandboxGateway } from '../../src/server/payments/sandbox';
import { percentile, round1 } from './stats';

export type ScaleFigures = { rows: number; loadSeconds: number; calls: { name: string; p50Ms: number; p95Ms: number }[] };

/**
 * The API's list and stats calls on a database holding `rows` users, ledger transactions (with their
 * entries) and a fifth as many campaigns: in-process (app.request), so the figures are handler + SQL.
 */
export async function measureScale(rows: number, repeats: number): Promise<ScaleFigures> {
  const config = testConfig();
  const database = await openDatabase({});
  const app = createApp({ db: database.db, config, gateway: createSandboxGateway(config.sandboxSecret) });
  const db = database.db;
  const t = performance.now();
  await db.execute(sql`set session_replication_role = replica`);
  await db.execute(sql`
    insert into users (name, email, password_hash, role, created_at)
    select 'Person ' || g, 'person' || g || '@example.com', 'x', (array['user','user','user','creator'])[1 + g % 4],
           now() - make_interval(mins => g * 15)
    from generate_series(1, ${rows}) g`);
  await db.execute(sql`
    with people as (select array_agg(id) as ids from (select id from users order by id limit 1000) p)
    insert into ledger_transactions (type, user_id, amount, description, created_at)
    select (array['topup','payout','withdrawal_request','campaign_funding'])[1 + g % 4], people.ids[1 + g % 1000],
           100 * g, 'Generated ' || g, now() - make_interval(mins => g * 15)
    from people, generate_series(1, ${rows}) g`);
  await db.execute(sql`insert into accounts (key, kind, allow_negative) values ('provider_clearing', 'provider_clearing', true), ('bench_sink', 'platform_fees', false)`);
  await db.execute(sql`
    insert into ledger_entries (transaction_id, account_id, amount, created_at)
    select t.id, a.id, case when a.key = 'provider_clearing' then -t.amount else t.amount end, t.created_at
    from ledger_transactions t cross join accounts a where a.key in ('provider_clearing', 'bench_sink')`);
  await db.execute(sql`
    with creators as (select array_agg(id) as ids from (select id from users where role = 'creator' limit 100) c)
    insert into campaigns (creator_id, title, description, requirements, youtube_link, payout_rate, total_budget, status, created_at)
    select creators.ids[1 + g % 100], 'Campaign ' || g, 'd', 'r', 'https://youtube.com/watch?v=x', 1000, 100000,
           (array['active','paused','completed','completed'])[1 + g % 4], now() - make_interval(mins => g)
    from creators, generate_series(1, ${Math.floor(rows / 5)}) g`);
  await db.execute(sql`set session_replication_role = origin`);
  await db.execute(sql`analyze`);
  const loadSeconds = round1((performance.now() - t) / 1000);

  await ensureAdmin({ db, config, gateway: createSandboxGateway(config.sandboxSecret) }, { email: 'bench@example.com', password: 'bench-password' });
  const login = await app.request('/api/auth/admin/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };

  async function time(name: string, path: string) {
    const samples: number[] = [];
    for (let i = 0; i < repeats; i++) {
      const start = performance.now();
      const res = await app.request(path, { headers: auth });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      samples.push(performance.now() - start);
    }
    return { name, p50Ms: round1(percentile(samples, 50)), p95Ms: round1(percentile(samples, 95)) };
  }
  const deepCursor = async (path: string) => {
    let url = path;
    for (let page = 0; page < 20; page++) {
      const res = await app.request(url, { headers: auth });
      const body = (await res.json()) as { data: Record<string, unknown> & { nextCursor: string | null } };
      if (!body.data.nextCursor) break;
      url = `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(body.data.nextCursor)}`;
    }
    return url;
  };
  const calls = [
    await time('GET /api/admin/stats', '/api/admin/stats'),
    await time('GET /api/admin/transactions (first page)', '/api/admin/transactions?limit=50'),
    await time('GET /api/admin/transactions (21st page)', await deepCursor('/api/admin/transactions?limit=50')),
    await time('GET /api/admin/transactions?type=payout', '/api/admin/transactions?type=payout&limit=50'),
    await time('GET /api/admin/users?role=creator', '/api/admin/users?role=creator&limit=50'),
    await time('GET /api/admin/users?q=person4242', '/api/admin/users?q=person4242&limit=50'),
    await time('GET /api/admin/campaigns', '/api/admin/campaigns?limit=50'),
    await time('GET /api/campaigns (public list)', '/api/campaigns'),
  ];
  await database.close();
  return { rows, loadSeconds, calls };
}
