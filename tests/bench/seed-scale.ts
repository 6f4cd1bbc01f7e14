import { sql, type SQL } from 'drizzle-orm';
import { hashPassword } from '../../src/server/auth/password';
import type { Db, Tx } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/rows';
import { auditLedger } from '../../src/server/ledger/audit';
import { rebuildRunningTotals } from '../../src/server/ledger/platform-totals';
import { rebuildClipperFigures } from '../../src/server/ledger/clipper-figures-recount';
import { rebuildJoinedCounts } from '../../src/server/campaigns/joined-counts';
import { round1 } from './stats';

/**
 * How big a bench database is. Half the users are creators, half clippers; three accounts are outsized on
 * purpose: one campaign with `bigCampaignParticipants` participants, one clipper with `bigClipperClips`
 * clips and one creator with `bigCreatorCampaigns` campaigns.
 */
export type SeedSize = {
  campaigns: number;
  users: number;
  clips: number;
  bigCampaignParticipants: number;
  bigClipperClips: number;
  bigCreatorCampaigns: number;
};

export const FULL_SEED: SeedSize = {
  campaigns: 100_000,
  users: 20_000,
  clips: 1_000_000,
  bigCampaignParticipants: 5_000,
  bigClipperClips: 5_000,
  bigCreatorCampaigns: 500,
};

/** The same shape with every figure divided by `factor`. */
export const scaledSeed = (factor: number): SeedSize => ({
  campaigns: Math.round(FULL_SEED.campaigns / factor),
  users: Math.round(FULL_SEED.users / factor),
  clips: Math.round(FULL_SEED.clips / factor),
  bigCampaignParticipants: Math.round(FULL_SEED.bigCampaignParticipants / factor),
  bigClipperClips: Math.round(FULL_SEED.bigClipperClips / factor),
  bigCreatorCampaigns: Math.round(FULL_SEED.bigCreatorCampaigns / factor),
});

export const BENCH_PASSWORD = 'bench-password-1';

/** Who is who in a seeded database, for the load and scale runs. */
export type SeededData = {
  size: SeedSize;
  seconds: number;
  /** Row counts as loaded. */
  counts: Record<string, number>;
  admin: BenchUser;
  creators: BenchUser[];
  clippers: BenchUser[];
  bigCreator: BenchUser;
  bigClipper: BenchUser;
  bigCampaignId: string;
  /** The outsized accounts' actual sizes (generated clips of ordinary clippers may add a few). */
  bigCampaignParticipantsCount: number;
  bigClipperClipsCount: number;
  bigCreatorCampaignsCount: number;
};

export type BenchUser = { id: string; role: 'user' | 'creator' | 'admin'; email: string };

// Integers the seed computes itself go into the SQL text (they are never user input); as bound
// parameters PostgreSQL would have to guess their types inside generate_series and string concatenation.
const int = (value: number) => sql.raw(String(Math.trunc(value)));

// Deterministic ids: row n of a kind always gets the same uuid, so later statements can refer to it
// without a lookup table. md5 gives 32 hex digits, which PostgreSQL reads as a uuid.
const userId = (n: SQL) => sql`md5('bench-user-' || ${n})::uuid`;
const campaignId = (n: SQL) => sql`md5('bench-campaign-' || ${n})::uuid`;
const accountId = (key: SQL) => sql`md5('bench-account-' || ${key})::uuid`;

/**
 * Loads a whole marketplace with set-based SQL (generate_series inside insert ... select, a few statements
 * per table, the big ones in slices): users, campaigns, participants, clips, payment orders, and the ledger
 * that would have produced them (a paid top-up per creator, a funding posting per campaign, a payout per
 * approved clip), then the cached balances and the running figures (platform totals, clippers' figures per
 * campaign and joined counts) from one aggregate each. Runs the ledger audit at the end and throws on any
 * problem. Expects a freshly migrated, empty database.
 */
export async function seedScale(
  db: Db,
  size: SeedSize,
  log: (line: string) => void = () => undefined,
): Promise<SeededData> {
  const started = performance.now();
  const U = size.users;
  const creatorsCount = Math.floor(U / 2);
  const clippersCount = U - creatorsCount;
  const N = size.campaigns;
  const K = size.clips;
  const B = size.bigCreatorCampaigns;
  const P = size.bigClipperClips;
  const Q = size.bigCampaignParticipants;
  if (creatorsCount < 3 || clippersCount <= Q || N <= B + 1 || K <= P + Q)
    throw new Error(`Seed size too small: ${JSON.stringify(size)}`);
  const passwordHash = await hashPassword(BENCH_PASSWORD);

  // Statements run on `exec`: the seed's one DB transaction while it loads, the database afterwards.
  let exec: Db | Tx = db;
  const step = async (name: string, query: SQL) => {
    const t = performance.now();
    await exec.execute(query);
    log(`  ${name}: ${round1((performance.now() - t) / 1000)} s`);
  };
  // Slices of at most 250,000 rows keep each statement's memory bounded (PGlite runs in a wasm heap).
  const sliced = async (name: string, total: number, query: (from: SQL, to: SQL) => SQL) => {
    const slice = 250_000;
    for (let from = 1; from <= total; from += slice) {
      const to = Math.min(total, from + slice - 1);
      await step(`${name} ${from}-${to}`, query(int(from), int(to)));
    }
  };

  await db.transaction(async (tx) => {
    exec = tx;
    // Foreign keys hold by construction here; replica mode skips their per-row triggers.
    await tx.execute(sql`set local session_replication_role = replica`);

    // Users: 1..creatorsCount are creators, the rest clippers; user 0 is an admin (for admin stats).
    await step(
      'users',
      sql`
      insert into users (id, name, email, password_hash, role, admin_role, created_at)
      select ${userId(sql`g`)},
             case when g = 0 then 'Bench Admin' when g <= ${int(creatorsCount)} then 'Bench Creator ' || g else 'Bench Clipper ' || g end,
             'bench' || g || '@bench.clipmandi.test', ${passwordHash},
             case when g = 0 then 'admin' when g <= ${int(creatorsCount)} then 'creator' else 'user' end,
             case when g = 0 then 'owner' end,
             now() - interval '400 days' + g * interval '1 minute'
      from generate_series(0, ${int(U)}) g`,
    );

    // Campaigns: 1..B belong to creator 1; campaign B+1 (creator 2) is the one with many participants.
    // Budgets are set after the clips, from what they spent.
    await step(
      'campaigns',
      sql`
      insert into campaigns (id, creator_id, title, description, requirements, youtube_link, payout_rate, total_budget,
                             amount_spent, status, paused_by_admin, created_at)
      select ${campaignId(sql`g`)},
             ${userId(sql`(case when g <= ${int(B)} then 1 else 2 + (g - ${int(B)} - 1) % ${int(creatorsCount - 1)} end)`)},
             'Bench campaign ' || g,
             'Cut the best moments of episode ' || g || ' into YouTube Shorts.',
             'Vertical 9:16, 15 to 60 seconds, credit the channel.',
             'https://www.youtube.com/watch?v=' || substr(md5('src' || g), 1, 11),
             1000 + (g % 5) * 500, 0, 0,
             case when g = ${int(B + 1)} then 'active' when g % 10 = 0 then 'paused' when g % 10 = 5 then 'completed' else 'active' end,
             g <> ${int(B + 1)} and g % 10 = 0,
             now() - interval '300 days' + g * (interval '290 days' / ${int(N)})
      from generate_series(1, ${int(N)}) g`,
    );

    // Clips 1..P: the big clipper (clipper index 0), spread over many campaigns; P+1..P+Q: one clip each of
    // Q distinct clippers in the big campaign; the rest: ordinary clippers, each within 20 campaigns.
    // 40% approved (paid), 20% rejected, 40% pending.
    await sliced(
      'clips',
      K,
      (from, to) => sql`
      insert into clips (id, campaign_id, user_id, creator_id, youtube_link, video_id, notes, payout_rate, claimed_views,
                         confirmed_views, status, rejection_reason, gross_paid, fee_paid, net_paid, created_at, reviewed_at)
      select x.id, c.id, x.user_id, c.creator_id, 'https://youtube.com/shorts/' || x.video_id, x.video_id, '', c.payout_rate,
             x.views, case when x.status = 'approved' then x.views end, x.status,
             case when x.status = 'rejected' then 'other' end,
             case when x.status = 'approved' then x.views * c.payout_rate / 1000 else 0 end,
             case when x.status = 'approved' then (x.views * c.payout_rate / 1000 * 12 + 50) / 100 else 0 end,
             case when x.status = 'approved' then x.views * c.payout_rate / 1000 - (x.views * c.payout_rate / 1000 * 12 + 50) / 100 else 0 end,
             c.created_at + (now() - c.created_at) * ((x.k % 997) / 1000.0)::float8,
             case when x.status <> 'pending' then c.created_at + (now() - c.created_at) * ((x.k % 997 + 1) / 1000.0)::float8 end
      from (
        select k, md5('bench-clip-' || k)::uuid as id,
               'v' || lpad(k::text, 10, '0') as video_id,
               1000 * (1 + k % 50) as views,
               case when k % 10 < 4 then 'approved' when k % 10 < 6 then 'rejected' else 'pending' end as status,
               ${userId(sql`(${int(creatorsCount + 1)} + j)`)} as user_id,
               ${campaignId(sql`campaign`)} as campaign_id
        from (
          select k,
                 case when k <= ${int(P)} then 0
                      when k <= ${int(P + Q)} then k - ${int(P)}
                      else 1 + k % ${int(clippersCount - 1)} end as j,
                 case when k <= ${int(P)} then 1 + (k * 7919) % ${int(N)}
                      when k <= ${int(P + Q)} then ${int(B + 1)}
                      else 1 + ((1 + k % ${int(clippersCount - 1)}) * 104729 + (k / ${int(clippersCount - 1)}) % 20 * 7907) % ${int(N)} end as campaign
          from generate_series(${from}, ${to}) k
        ) picked
      ) x join campaigns c on c.id = x.campaign_id`,
    );

    // Everyone who submitted to a campaign joined it first.
    await step(
      'participants',
      sql`
      insert into campaign_participants (campaign_id, user_id, joined_at)
      select campaign_id, user_id, min(created_at) from clips group by campaign_id, user_id`,
    );

    // Each campaign's budget covers what it paid plus a remainder, so its escrow holds remaining = budget - spent.
    await step(
      'campaign budgets',
      sql`
      update campaigns set amount_spent = s.spent, total_budget = s.spent + 100000 + (payout_rate / 500) * 20000
      from (select c.id, coalesce(sum(k.gross_paid), 0) as spent
            from campaigns c left join clips k on k.campaign_id = c.id and k.status = 'approved' group by c.id) s
      where campaigns.id = s.id`,
    );

    // Accounts: a wallet per user, an escrow per campaign, the platform's fee and provider clearing accounts.
    await step(
      'accounts',
      sql`
      insert into accounts (id, key, kind, user_id, campaign_id, balance, allow_negative)
      select ${accountId(sql`'wallet:' || id::text`)}, 'wallet:' || id::text, 'wallet', id, null, 0, false from users where role <> 'admin'
      union all
      select ${accountId(sql`'escrow:' || id::text`)}, 'escrow:' || id::text, 'escrow', null, id, 0, false from campaigns
      union all
      select ${accountId(sql`'platform_fees'`)}, 'platform_fees', 'platform_fees', null, null, 0, false
      union all
      select ${accountId(sql`'provider_clearing'`)}, 'provider_clearing', 'provider_clearing', null, null, 0, true`,
    );

    // A paid top-up per creator: their campaigns' budgets plus ₹1,000 left in the wallet, ₹50,000 for the
    // last 20 creators (the load run's writes fund fresh campaigns from them). Modest amounts keep the
    // platform's totals within what the API's money fields carry (₹100 crore).
    await step(
      'payment orders',
      sql`
      insert into payment_orders (id, user_id, amount, currency, status, provider_payment_id, created_at, paid_at)
      select 'order_bench' || u.n, u.id, coalesce(b.budget, 0) + (case when u.n > ${int(creatorsCount - 20)} then 5000000 else 100000 end),
             'INR', 'paid', 'pay_bench' || u.n,
             u.created_at + interval '1 minute', u.created_at + interval '2 minutes'
      from (select id, created_at, row_number() over (order by created_at) as n from users where role = 'creator') u
      left join (select creator_id, sum(total_budget) as budget from campaigns group by creator_id) b on b.creator_id = u.id`,
    );
    await step(
      'top-up postings',
      sql`
      insert into ledger_transactions (id, type, user_id, amount, description, idempotency_key, created_at)
      select md5('bench-topup-' || id)::uuid, 'topup', user_id, amount, 'Wallet top-up (payment ' || provider_payment_id || ')',
             'payment:' || provider_payment_id, paid_at
      from payment_orders`,
    );
    await step(
      'top-up entries',
      sql`
      insert into ledger_entries (transaction_id, account_id, amount, created_at)
      select md5('bench-topup-' || id)::uuid, ${accountId(sql`'provider_clearing'`)}, -amount, paid_at from payment_orders
      union all
      select md5('bench-topup-' || id)::uuid, ${accountId(sql`'wallet:' || user_id::text`)}, amount, paid_at from payment_orders`,
    );

    // A funding posting per campaign: wallet -> escrow, the whole budget.
    await step(
      'funding postings',
      sql`
      insert into ledger_transactions (id, type, user_id, campaign_id, amount, description, created_at)
      select md5('bench-funding-' || id)::uuid, 'campaign_funding', creator_id, id, total_budget,
             'Budget reserved for campaign "' || title || '"', created_at
      from campaigns`,
    );
    await step(
      'funding entries',
      sql`
      insert into ledger_entries (transaction_id, account_id, amount, created_at)
      select md5('bench-funding-' || id)::uuid, ${accountId(sql`'wallet:' || creator_id::text`)}, -total_budget, created_at from campaigns
      union all
      select md5('bench-funding-' || id)::uuid, ${accountId(sql`'escrow:' || id::text`)}, total_budget, created_at from campaigns`,
    );

    // A payout per approved clip: escrow -> clipper (88%) and platform fees (12%).
    await sliced(
      'payout postings',
      K,
      (from, to) => sql`
      insert into ledger_transactions (id, type, user_id, campaign_id, clip_id, amount, description, idempotency_key, created_at)
      select md5('bench-payout-' || k.id)::uuid, 'payout', k.user_id, k.campaign_id, k.id, k.gross_paid,
             'Payout for clip on "' || c.title || '": gross ' || k.gross_paid || ' paise, ' || k.net_paid || ' to the clipper, '
               || k.fee_paid || ' platform fee',
             'payout:' || k.id::text, k.reviewed_at
      from generate_series(${from}, ${to}) g
      join clips k on k.id = md5('bench-clip-' || g)::uuid
      join campaigns c on c.id = k.campaign_id
      where k.status = 'approved'`,
    );
    await sliced(
      'payout entries',
      K,
      (from, to) => sql`
      insert into ledger_entries (transaction_id, account_id, amount, created_at)
      select md5('bench-payout-' || k.id)::uuid, e.account_id, e.amount, k.reviewed_at
      from generate_series(${from}, ${to}) g
      join clips k on k.id = md5('bench-clip-' || g)::uuid
      cross join lateral (values
        (${accountId(sql`'escrow:' || k.campaign_id::text`)}, -k.gross_paid),
        (${accountId(sql`'wallet:' || k.user_id::text`)}, k.net_paid),
        (${accountId(sql`'platform_fees'`)}, k.fee_paid)) e(account_id, amount)
      where k.status = 'approved'`,
    );

    // The cached balances, from one aggregate over the entries.
    await step(
      'balances',
      sql`
      update accounts set balance = s.total
      from (select account_id, sum(amount) as total from ledger_entries group by account_id) s
      where accounts.id = s.account_id`,
    );
  });
  exec = db;

  const t = performance.now();
  await rebuildRunningTotals(db);
  await rebuildJoinedCounts(db);
  await rebuildClipperFigures(db);
  log(`  running totals: ${round1((performance.now() - t) / 1000)} s`);
  await step('analyze', sql`analyze`);

  const a = performance.now();
  const problems = await auditLedger(db);
  log(`  ledger audit: ${round1((performance.now() - a) / 1000)} s, ${problems.length} problems`);
  if (problems.length > 0) {
    throw new Error(
      `The bench seed fails the ledger audit (${problems.length} problems):\n${problems.slice(0, 20).join('\n')}`,
    );
  }
  return describeSeed(db, size, round1((performance.now() - started) / 1000), creatorsCount);
}

async function describeSeed(db: Db, size: SeedSize, seconds: number, creatorsCount: number): Promise<SeededData> {
  const [counts] = await queryRows<Record<string, string>>(
    db,
    sql`
    select (select count(*) from users)::text as users, (select count(*) from campaigns)::text as campaigns,
           (select count(*) from clips)::text as clips, (select count(*) from campaign_participants)::text as participants,
           (select count(*) from ledger_transactions)::text as "ledgerTransactions",
           (select count(*) from ledger_entries)::text as "ledgerEntries", (select count(*) from accounts)::text as accounts`,
  );
  const users = await queryRows<{ id: string; role: BenchUser['role']; email: string; n: number }>(
    db,
    sql`
    select id, role, email, substring(email from '^bench([0-9]+)@')::int as n from users
    where email like '%@bench.clipmandi.test' order by n`,
  );
  const byN = (n: number) => {
    const user = users.find((u) => u.n === n);
    if (!user) throw new Error(`Bench user ${n} is missing`);
    return { id: user.id, role: user.role, email: user.email };
  };
  const bigCreator = byN(1);
  const bigClipper = byN(creatorsCount + 1);
  const [big] = await queryRows<{ id: string; participants: number }>(
    db,
    sql`
    select id, participants_count as participants from campaigns where title = ${`Bench campaign ${size.bigCreatorCampaigns + 1}`}`,
  );
  const [clipper] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from clips where user_id = ${bigClipper.id}`,
  );
  const [creator] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from campaigns where creator_id = ${bigCreator.id}`,
  );
  if (!big) throw new Error('The big campaign is missing');
  return {
    size,
    seconds,
    counts: Object.fromEntries(Object.entries(counts ?? {}).map(([k, v]) => [k, Number(v)])),
    admin: byN(0),
    creators: users.filter((u) => u.role === 'creator').map((u) => ({ id: u.id, role: u.role, email: u.email })),
    clippers: users.filter((u) => u.role === 'user').map((u) => ({ id: u.id, role: u.role, email: u.email })),
    bigCreator,
    bigClipper,
    bigCampaignId: big.id,
    bigCampaignParticipantsCount: big.participants,
    bigClipperClipsCount: clipper?.n ?? 0,
    bigCreatorCampaignsCount: creator?.n ?? 0,
  };
}
