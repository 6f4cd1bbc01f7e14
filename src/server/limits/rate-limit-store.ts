import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';

/**
 * The counts behind the login slowdown and the action rate limits, in the rate_limits table so that every
 * API process shares them. Each function is one statement on the key's primary key: the row lock orders
 * parallel requests, so none slips past a limit another has just reached.
 */

/** Progressive slowdown: `free` failures, then each further attempt waits `baseMs` doubled per failure, up to `capMs`. */
export type SlowdownPolicy = { free: number; baseMs: number; capMs: number; forgetAfterMs: number };

/** At most `limit` events per fixed window of `windowMs`. */
export type WindowPolicy = { limit: number; windowMs: number };

/** The longest any row matters: an idle row older than this is pruned. */
const LONGEST_MEMORY_MS = 24 * 60 * 60 * 1000;
/** One call in this many prunes idle rows, so the table stays bounded without a timer. */
const PRUNE_ONE_IN = 256;
const PRUNE_BATCH = 10_000;

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/** The delay after the `count`th failure, in ms (0 below the free failures); the exponent is capped so it cannot overflow. */
function delayAfter(count: SQL, policy: SlowdownPolicy) {
  return sql`case when ${count} >= ${policy.free}
    then least(${policy.capMs}::float8, ${policy.baseMs}::float8 * power(2::float8, least(${count} - ${policy.free}, 40)))
    else 0 end`;
}

async function maybePrune(db: Db, now: Date) {
  if (Math.random() * PRUNE_ONE_IN < 1) await pruneRateLimits(db, now);
}

/**
 * Deletes rows no limit needs any more (idle past the longest memory and not holding a slowdown), oldest first
 * and at most PRUNE_BATCH at a time (found through the last_at index), so no request waits on a huge delete.
 */
export async function pruneRateLimits(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - LONGEST_MEMORY_MS);
  const [row] = await queryRows<{ pruned: number }>(
    db,
    sql`with gone as (
        delete from rate_limits where key in (
          select key from rate_limits
          where last_at < ${at(before)} and (blocked_until is null or blocked_until <= ${at(now)})
          order by last_at limit ${PRUNE_BATCH})
        returning 1)
      select count(*)::int as pruned from gone`,
  );
  return row?.pruned ?? 0;
}

/** The upsert that counts one attempt against a key unless it is inside its slowdown; returns the key if counted. */
function countAttempt(key: string, policy: SlowdownPolicy, now: Date): SQL {
  const staleBefore = new Date(now.getTime() - policy.forgetAfterMs);
  const fresh = sql`rate_limits.last_at <= ${at(staleBefore)}`;
  const count = sql`(case when ${fresh} then 1 else rate_limits.count + 1 end)`;
  const until = (n: SQL) =>
    sql`case when ${delayAfter(n, policy)} > 0 then ${at(now)} + ${delayAfter(n, policy)} * interval '1 millisecond' end`;
  return sql`insert into rate_limits as rate_limits (key, count, window_started_at, last_at, blocked_until)
    values (${key}, 1, ${at(now)}, ${at(now)}, ${until(sql`1`)})
    on conflict (key) do update set
      count = ${count},
      window_started_at = case when ${fresh} then ${at(now)} else rate_limits.window_started_at end,
      last_at = ${at(now)},
      blocked_until = ${until(count)}
    where rate_limits.blocked_until is null or rate_limits.blocked_until <= ${at(now)}
    returning key`;
}

/**
 * Counts an attempt in advance against each key (before the slow work it guards), unless a key is inside its
 * slowdown: one statement for all keys. Returns null when every key counted it, else how long until the
 * latest refusing key opens; then the counts just taken are given back, so a refused attempt counts
 * against nothing.
 */
export async function takeAttempt(
  db: Db,
  keys: { key: string; policy: SlowdownPolicy }[],
  now: Date,
): Promise<{ refusedForMs: number } | null> {
  await maybePrune(db, now);
  const counted = keys.map(
    ({ key, policy }, i) => sql`${sql.raw(`counted_${i}`)} as (${countAttempt(key, policy, now)})`,
  );
  const takenUnion = sql.join(
    keys.map((_, i) => sql`select key from ${sql.raw(`counted_${i}`)}`),
    sql` union all `,
  );
  // A statement's reads see the rows as they were before it: for a refusing key, its unchanged slowdown.
  const rows = await queryRows<{ key: string; taken: boolean; blocked_until: string | Date | null }>(
    db,
    sql`with ${sql.join(counted, sql`, `)}, taken as (${takenUnion})
      select k.key, k.key in (select key from taken) as taken, r.blocked_until
      from unnest(${sql`array[${sql.join(
        keys.map(({ key }) => sql`${key}`),
        sql`, `,
      )}]::text[]`}) as k(key)
      left join rate_limits r on r.key = k.key`,
  );
  const refused = rows.filter((row) => !row.taken);
  if (refused.length === 0) return null;
  const refusedForMs = Math.max(
    1000,
    ...refused.map(
      (row) => (row.blocked_until ? new Date(row.blocked_until).getTime() : now.getTime()) - now.getTime(),
    ),
  );
  await giveBack(
    db,
    keys.filter(({ key }) => rows.some((row) => row.key === key && row.taken)),
  );
  return { refusedForMs };
}

/**
 * After an attempt counted in advance turned out not to be a failure, in one statement: `forget` keys lose
 * their whole count (a successful login clears its account's failures), `giveBack` keys one count. A count
 * back below the free failures lifts the slowdown; above them, the slowdown the latest failure set stands.
 */
export async function giveBack(db: Db, keys: { key: string; policy: SlowdownPolicy }[], forget: string[] = []) {
  const steps = [
    ...forget.map((key) => sql`delete from rate_limits where key = ${key}`),
    ...keys.map(
      ({ key, policy }) => sql`update rate_limits set count = greatest(count - 1, 0),
        blocked_until = case when count - 1 >= ${policy.free} then blocked_until end
        where key = ${key}`,
    ),
  ];
  if (steps.length === 0) return;
  const named = steps.map((step, i) => sql`${sql.raw(`step_${i}`)} as (${step})`);
  await db.execute(sql`with ${sql.join(named, sql`, `)} select 1`);
}

/**
 * Counts one event in the key's fixed window. Returns null when within the limit, else how long until
 * the window ends (every event is counted, refused or not, so hammering does not open it sooner).
 */
export async function countInWindow(
  db: Db,
  key: string,
  policy: WindowPolicy,
  now: Date,
): Promise<{ refusedForMs: number } | null> {
  await maybePrune(db, now);
  const windowStart = new Date(now.getTime() - policy.windowMs);
  const fresh = sql`rate_limits.window_started_at <= ${at(windowStart)}`;
  const [row] = await queryRows<{ count: number; window_started_at: string | Date }>(
    db,
    sql`insert into rate_limits as rate_limits (key, count, window_started_at, last_at)
      values (${key}, 1, ${at(now)}, ${at(now)})
      on conflict (key) do update set
        count = case when ${fresh} then 1 else rate_limits.count + 1 end,
        window_started_at = case when ${fresh} then ${at(now)} else rate_limits.window_started_at end,
        last_at = ${at(now)}
      returning count, window_started_at`,
  );
  if (!row || row.count <= policy.limit) return null;
  const endsAt = new Date(row.window_started_at).getTime() + policy.windowMs;
  return { refusedForMs: Math.max(endsAt - now.getTime(), 1000) };
}
