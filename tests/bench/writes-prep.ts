import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/rows';
import { auditLedger } from '../../src/server/ledger/audit';
import { rebuildJoinedCounts } from '../../src/server/campaigns/joined-counts';
import { rebuildRunningTotals } from '../../src/server/ledger/platform-totals';

/**
 * What the write rows need beyond the bench seed, loaded in bulk before the server starts (PGlite's data dir is
 * the server's alone once it runs): fresh campaigns, each funded as the product would (a paid top-up of its
 * creator, then the budget moved to its escrow), every seeded clipper joined to the ones rows submit to, and
 * the pending clips queued on them. Each group has campaigns of distinct creators (seeded creators 201 on).
 */
export type WriteGroup = {
  key: string;
  campaigns: number;
  /** Pending clips queued over the group's campaigns (spread evenly). */
  queued: number;
  /** Every clipper joins its campaigns (submission rows); the join row's campaigns are left unjoined. */
  joinAll: boolean;
};

export type PreparedGroup = WriteGroup & {
  campaignIds: string[];
  creatorIds: string[];
  /** The queued clips, oldest first and taking the campaigns in turn: the order the approval rows go through. */
  queue: { clipId: string; creatorId: string }[];
};

// Paise per 1,000 views: ₹1, so an approval (1,000 views) costs its campaign 100 paise and budgets stay small.
const PAYOUT_RATE = 100;
const int = (value: number) => sql.raw(String(Math.trunc(value)));

/** Re-derives the running figures after the bulk load (as seed-scale.ts does); returns what it called. */
export async function rebuildRunningFigures(db: Db): Promise<string[]> {
  await rebuildRunningTotals(db);
  await rebuildJoinedCounts(db);
  return ['rebuildRunningTotals', 'rebuildJoinedCounts'];
}

export async function prepareWrites(
  db: Db,
  groups: WriteGroup[],
  log: (line: string) => void,
): Promise<PreparedGroup[]> {
  const started = performance.now();
  // Campaign n (1-based over all groups) belongs to seeded creator 200 + n; its budget covers its queue at
  // 1,000 views each, plus room for the clips the submission rows add if they are approved later.
  const plan: { n: number; group: WriteGroup; queued: number; budget: number }[] = [];
  for (const group of groups) {
    for (let c = 0; c < group.campaigns; c++) {
      const queued = Math.floor(group.queued / group.campaigns) + (c < group.queued % group.campaigns ? 1 : 0);
      plan.push({ n: plan.length + 1, group, queued, budget: queued * PAYOUT_RATE + 1_000_000 });
    }
  }
  const values = sql.join(
    plan.map(
      (p) =>
        sql`(${int(p.n)}, ${int(p.budget)}, ${int(p.queued)}, ${p.group.joinAll ? sql.raw('true') : sql.raw('false')})`,
    ),
    sql`, `,
  );
  const planned = sql`(select n, budget::bigint as budget, queued, join_all, md5('bench-write-campaign-' || n)::uuid as campaign_id,
    md5('bench-user-' || (200 + n))::uuid as creator_id from (values ${values}) v(n, budget, queued, join_all))`;
  const step = async (name: string, query: SQL) => {
    const t = performance.now();
    await db.execute(query);
    log(`  ${name}: ${Math.round(performance.now() - t)} ms`);
  };
  await db.transaction(async (tx) => {
    const run = async (name: string, query: SQL) => {
      const t = performance.now();
      await tx.execute(query);
      log(`  ${name}: ${Math.round(performance.now() - t)} ms`);
    };
    await run(
      'campaigns',
      sql`
      insert into campaigns (id, creator_id, title, description, requirements, youtube_link, payout_rate, total_budget,
                             amount_spent, status, paused_by_admin, created_at)
      select campaign_id, creator_id, 'Write bench campaign ' || n, 'Queued clips for the write benchmark.', 'Any Short.',
             'https://www.youtube.com/watch?v=dQw4w9WgXcQ', ${int(PAYOUT_RATE)}, budget, 0, 'active', false, now() - interval '2 days'
      from ${planned} p`,
    );
    await run(
      'escrow accounts',
      sql`
      insert into accounts (id, key, kind, user_id, campaign_id, balance, allow_negative)
      select md5('bench-account-escrow:' || campaign_id::text)::uuid, 'escrow:' || campaign_id::text, 'escrow', null, campaign_id, 0, false
      from ${planned} p`,
    );
    // The budget arrives as a paid top-up (the audit pairs every paid order with its posting), then funds the escrow.
    await run(
      'payment orders',
      sql`
      insert into payment_orders (id, user_id, amount, currency, status, provider_payment_id, created_at, paid_at)
      select 'order_bw' || n, creator_id, budget, 'INR', 'paid', 'pay_bw' || n, now() - interval '3 days', now() - interval '3 days'
      from ${planned} p`,
    );
    await run(
      'top-up postings',
      sql`
      insert into ledger_transactions (id, type, user_id, amount, description, idempotency_key, created_at)
      select md5('bench-write-topup-' || n)::uuid, 'topup', creator_id, budget, 'Wallet top-up (payment pay_bw' || n || ')',
             'payment:pay_bw' || n, now() - interval '3 days'
      from ${planned} p`,
    );
    await run(
      'top-up entries',
      sql`
      insert into ledger_entries (transaction_id, account_id, amount, created_at)
      select md5('bench-write-topup-' || n)::uuid, (select id from accounts where key = 'provider_clearing'), -budget, now() - interval '3 days' from ${planned} p
      union all
      select md5('bench-write-topup-' || n)::uuid, (select id from accounts where key = 'wallet:' || p.creator_id::text), budget, now() - interval '3 days' from ${planned} p`,
    );
    await run(
      'funding postings',
      sql`
      insert into ledger_transactions (id, type, user_id, campaign_id, amount, description, created_at)
      select md5('bench-write-funding-' || n)::uuid, 'campaign_funding', creator_id, campaign_id, budget,
             'Budget reserved for campaign "Write bench campaign ' || n || '"', now() - interval '2 days'
      from ${planned} p`,
    );
    await run(
      'funding entries',
      sql`
      insert into ledger_entries (transaction_id, account_id, amount, created_at)
      select md5('bench-write-funding-' || n)::uuid, (select id from accounts where key = 'wallet:' || p.creator_id::text), -budget, now() - interval '2 days' from ${planned} p
      union all
      select md5('bench-write-funding-' || n)::uuid, (select id from accounts where key = 'escrow:' || p.campaign_id::text), budget, now() - interval '2 days' from ${planned} p`,
    );
    await run(
      'balances',
      sql`
      update accounts set balance = accounts.balance + s.total
      from (select e.account_id, sum(e.amount) as total from ledger_entries e
            join ledger_transactions t on t.id = e.transaction_id
            where t.id in (select md5('bench-write-topup-' || n)::uuid from ${planned} p
                           union all select md5('bench-write-funding-' || n)::uuid from ${planned} p)
            group by e.account_id) s
      where accounts.id = s.account_id`,
    );
    await run(
      'participants',
      sql`
      insert into campaign_participants (campaign_id, user_id, joined_at)
      select p.campaign_id, u.id, now() - interval '1 day' from ${planned} p join users u on u.role = 'user' where p.join_all`,
    );
    // Clip k of campaign n: clipper (k + 37n) mod (clippers), a video id of 11 characters unique to n and k. The
    // approval rows take the campaigns in turn (clip k of each, then k + 1), so the 50 approvals in flight pay 50
    // different clippers (37 is prime to the 1,000 clippers), as approvals by 50 creators would; with clipper k
    // behind every campaign's clip k, they all waited on that one clipper's wallet.
    await run(
      'queued clips',
      sql`
      insert into clips (campaign_id, user_id, creator_id, youtube_link, video_id, notes, payout_rate, claimed_views, status, created_at)
      select p.campaign_id, u.id, p.creator_id, 'https://youtube.com/shorts/w' || lpad((p.n * 100000 + k)::text, 10, '0'),
             'w' || lpad((p.n * 100000 + k)::text, 10, '0'), '', ${int(PAYOUT_RATE)}, 1000, 'pending',
             now() - interval '1 day' + k * interval '1 millisecond'
      from ${planned} p
      cross join lateral generate_series(1, p.queued) k
      join (select id, (row_number() over (order by id)) - 1 as rn from users where role = 'user') u
        on u.rn = (k + p.n * 37) % (select count(*) from users where role = 'user')`,
    );
  });
  const t = performance.now();
  const rebuilt = await rebuildRunningFigures(db);
  log(`  rebuilt (${rebuilt.join(', ')}): ${Math.round(performance.now() - t)} ms`);
  await step('analyze', sql`analyze`);
  const problems = await auditLedger(db);
  if (problems.length > 0)
    throw new Error(
      `The write rows' queue fails the ledger audit (${problems.length}):\n${problems.slice(0, 20).join('\n')}`,
    );
  log(`  queued and audited in ${Math.round(performance.now() - started)} ms`);

  const prepared: PreparedGroup[] = [];
  for (const group of groups) {
    const mine = plan.filter((p) => p.group === group).map((p) => p.n);
    const ns = sql.join(mine.map(int), sql`, `);
    const campaigns = await queryRows<{ id: string; creator_id: string }>(
      db,
      sql`
      select id, creator_id from campaigns where id in (select md5('bench-write-campaign-' || n)::uuid from unnest(array[${ns}]::int[]) n)
      order by title`,
    );
    const queue = await queryRows<{ id: string; creator_id: string }>(
      db,
      sql`
      select id, creator_id from (
        select id, creator_id, campaign_id, row_number() over (partition by campaign_id order by created_at, id) as rank
        from clips where status = 'pending' and campaign_id in (select id from campaigns where id in
          (select md5('bench-write-campaign-' || n)::uuid from unnest(array[${ns}]::int[]) n))) q
      order by rank, campaign_id`,
    );
    prepared.push({
      ...group,
      campaignIds: campaigns.map((c) => c.id),
      creatorIds: campaigns.map((c) => c.creator_id),
      queue: queue.map((q) => ({ clipId: q.id, creatorId: q.creator_id })),
    });
  }
  return prepared;
}
