import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignPageQuery } from '../../src/server/admin/campaign-list';
import { transactionPageQuery } from '../../src/server/admin/transaction-list';
import { userPageQuery } from '../../src/server/admin/user-list';
import { openDatabase, type Database } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/rows';
import { accountKeys, allFeeSlotKeys, balanceQuery, ensureAccounts } from '../../src/server/ledger/accounts';

/**
 * The admin lists at 100,000 rows: each page query must walk an index in keyset order and stop after
 * one page, never sort the table. Checked on the plan (EXPLAIN), not on a clock.
 */
let api: Database;
const ROWS = 100_000;

async function plan(query: SQLWrapper): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(api.db, sql`explain ${query}`);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

/** An index scan in keyset order, and no Sort or Seq Scan of the big table. */
function expectIndexBacked(text: string, table: string, index: RegExp) {
  expect(text, text).toMatch(index);
  expect(text, text).not.toMatch(/\bSort\b/);
  expect(text, text).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
}

beforeAll(async () => {
  // The bare database is enough here: the plans are of the list functions' own queries.
  api = await openDatabase({});
  // One INSERT ... SELECT generate_series each, so 100k rows take seconds: people spread over ~3 years,
  // and a ledger of transactions over the same years, each about one of 1000 people. Foreign-key
  // triggers are off while loading (all ids are taken from the users table itself).
  await api.db.execute(sql`set session_replication_role = replica`);
  await api.db.execute(sql`
    insert into users (name, email, password_hash, role, created_at)
    select 'Person ' || g, 'person' || g || '@example.com', 'x',
           (array['user', 'user', 'user', 'creator'])[1 + g % 4],
           now() - make_interval(mins => g * 15)
    from generate_series(1, ${ROWS}) g`);
  await api.db.execute(sql`
    with people as (select array_agg(id) as ids from (select id from users order by id limit 1000) p)
    insert into ledger_transactions (type, user_id, amount, description, created_at)
    select (array['topup', 'payout', 'withdrawal_request', 'campaign_funding'])[1 + g % 4]::text,
           people.ids[1 + g % 1000], 100 * g, 'Generated ' || g,
           now() - make_interval(mins => g * 15)
    from people, generate_series(1, ${ROWS}) g`);
  await api.db.execute(sql`
    with creators as (select array_agg(id) as ids from (select id from users where role = 'creator' limit 100) c)
    insert into campaigns (creator_id, title, description, requirements, youtube_link, payout_rate, total_budget, status, created_at)
    select creators.ids[1 + g % 100], 'Campaign ' || g, 'd', 'r', 'https://youtube.com/watch?v=x', 1000, 100000,
           (array['active', 'paused', 'completed', 'completed', 'completed', 'completed', 'completed', 'completed'])[1 + g % 8],
           now() - make_interval(mins => g)
    from creators, generate_series(1, 20000) g`);
  // An escrow account per campaign, beside the fee slots: the accounts table is mostly escrows at scale.
  await api.db.execute(sql`
    insert into accounts (key, kind, campaign_id) select 'escrow:' || id, 'escrow', id from campaigns`);
  await api.db.execute(sql`set session_replication_role = origin`);
  await api.db.transaction((tx) => ensureAccounts(tx, [...allFeeSlotKeys]));
  await api.db.execute(sql`analyze`);
}, 120_000);

afterAll(async () => {
  await api.close();
});

describe('admin lists at 100,000 rows', () => {
  it('counts what was inserted', async () => {
    const [row] = await queryRows<{ n: number }>(api.db, sql`select count(*)::int as n from ledger_transactions`);
    expect(row?.n).toBe(ROWS);
  });

  it('pages transactions by walking the (created_at, id) index, first page and deep pages', async () => {
    expectIndexBacked(
      await plan(transactionPageQuery(api.db, {}, 20)),
      'ledger_transactions',
      /Index Scan Backward using ledger_transactions_created_idx/,
    );
    const deep = (await transactionPageQuery(api.db, { limit: 20 }, 5000)).at(-1);
    expect(deep).toBeDefined();
    const cursor = Buffer.from(JSON.stringify([deep?.cursorAt, deep?.id])).toString('base64url');
    const text = await plan(transactionPageQuery(api.db, { cursor }, 20));
    expectIndexBacked(text, 'ledger_transactions', /Index Scan Backward using ledger_transactions_created_idx/);
    expect(text).toMatch(/Index Cond: \(ROW\(.*created_at, .*id\) < ROW\(/);
  });

  it('filters transactions by type on the (type, created_at, id) index', async () => {
    const deep = (await transactionPageQuery(api.db, { type: 'payout' }, 3000)).at(-1);
    const cursor = Buffer.from(JSON.stringify([deep?.cursorAt, deep?.id])).toString('base64url');
    const text = await plan(transactionPageQuery(api.db, { type: 'payout', cursor }, 20));
    expectIndexBacked(text, 'ledger_transactions', /Index Scan Backward using ledger_transactions_type_created_idx/);
  });

  it('filters transactions by date range on an index', async () => {
    const text = await plan(transactionPageQuery(api.db, { from: '2020-01-01', to: '2099-12-31', tzOffset: 330 }, 20));
    expectIndexBacked(text, 'ledger_transactions', /Index Scan Backward using ledger_transactions_(type_)?created_idx/);
  });

  it('pages people on the (created_at, id) index, and by role on the (role, created_at, id) index', async () => {
    expectIndexBacked(
      await plan(userPageQuery(api.db, {}, 20)),
      'users',
      /Index Scan Backward using users_created_idx/,
    );
    expectIndexBacked(
      await plan(userPageQuery(api.db, { role: 'creator' }, 20)),
      'users',
      /Index Scan Backward using users_role_created_idx/,
    );
    // A broad search may walk the date index and filter; either way no sequential scan of the table.
    expectIndexBacked(
      await plan(userPageQuery(api.db, { q: 'person 9' }, 20)),
      'users',
      /users_created_idx|users_(name|email)_trgm_idx/,
    );
    // A narrow one goes straight to the trigram indexes on name and email and sorts only the few matches.
    const narrow = await plan(userPageQuery(api.db, { q: 'person4242@' }, 20));
    expect(narrow, narrow).toMatch(/Bitmap Index Scan on users_name_trgm_idx/);
    expect(narrow, narrow).toMatch(/Bitmap Index Scan on users_email_trgm_idx/);
    expect(narrow, narrow).not.toMatch(/Seq Scan on users\b/);
    // Without a pending list: nothing merges one on embedded PGlite, and an unmerged one (20,000 users signed up
    // since the last merge) made this search read every user.
    const options = await queryRows<{ relname: string; reloptions: string[] | null }>(
      api.db,
      sql`select relname, reloptions from pg_class where relname in ('users_name_trgm_idx', 'users_email_trgm_idx')
          order by relname`,
    );
    expect(options).toEqual([
      { relname: 'users_email_trgm_idx', reloptions: ['fastupdate=false'] },
      { relname: 'users_name_trgm_idx', reloptions: ['fastupdate=false'] },
    ]);
  });

  it('pages campaigns on the (created_at, id) index, and by status on the (status, created_at, id) index', async () => {
    expectIndexBacked(
      await plan(campaignPageQuery(api.db, {}, 20)),
      'campaigns',
      /Index Scan Backward using campaigns_created_idx/,
    );
    // Active campaigns are all on Discover's partial index too, which the planner may walk instead.
    expectIndexBacked(
      await plan(campaignPageQuery(api.db, { status: 'active' }, 20)),
      'campaigns',
      /Index Scan Backward using campaigns_(status|discover)_created_idx/,
    );
  });

  it("reads the platform's fee balance from its slots by key, not by scanning every account", async () => {
    const text = await plan(balanceQuery(api.db, accountKeys.platformFees));
    expect(text, text).toMatch(/accounts_key_unique/);
    expect(text, text).not.toMatch(/Seq Scan on accounts\b/);
  });
});
