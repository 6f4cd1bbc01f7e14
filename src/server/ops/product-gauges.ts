import { sql } from 'drizzle-orm';
import { queryRows } from '../db/rows';
import { readPlatformTotals } from '../ledger/platform-totals';
import { registerGaugeCollector } from './metrics';

/** The figures /metrics reads at each scrape (docs/operations.md#monitoring); each is one cheap query or none. */

registerGaugeCollector({
  name: 'clipmandi_ledger_total_paise',
  help: 'The ledger running totals (platform_totals), in paise: money_in, payouts_out, fees_earned, fees_withdrawn.',
  labelNames: ['total'],
  read: async (deps) => {
    const totals = await readPlatformTotals(deps.db);
    return [
      { labels: { total: 'money_in' }, value: totals.moneyIn },
      { labels: { total: 'payouts_out' }, value: totals.payoutsOut },
      { labels: { total: 'fees_earned' }, value: totals.feesEarned },
      { labels: { total: 'fees_withdrawn' }, value: totals.feesWithdrawn },
    ];
  },
});

// Each count uses its partial index on clips (clips_next_measure_idx, clips_pending_deadline_idx, clips_held_idx).
registerGaugeCollector({
  name: 'clipmandi_scheduler_backlog',
  help: 'Work the scheduler has due now: measurements_due, overdue_pending (past the review deadline, not yet escalated), review_queue (escalated to an admin), held_payouts_due.',
  labelNames: ['work'],
  read: async (deps) => {
    const [row] = await queryRows<Record<string, number | string>>(
      deps.db,
      sql`
      select
        (select count(*)::int from clips where next_measure_at is not null and next_measure_at <= now()
           and status in ('pending', 'approved')) as measurements_due,
        (select count(*)::int from clips where status = 'pending' and review_deadline <= now()
           and escalated_at is null) as overdue_pending,
        (select count(*)::int from clips where status = 'pending' and escalated_at is not null) as review_queue,
        (select count(*)::int from clips where held_until is not null and released_at is null
           and held_until <= now()) as held_payouts_due`,
    );
    return Object.entries(row ?? {}).map(([work, value]) => ({ labels: { work }, value: Number(value) }));
  },
});

registerGaugeCollector({
  name: 'clipmandi_scheduler_last_finished_seconds',
  help: 'When each scheduler job last finished (Unix seconds); failing is 1 when its last run failed.',
  labelNames: ['job', 'failing'],
  read: async (deps) => {
    const rows = await queryRows<{ job: string; finished: number | string | null; failing: boolean }>(
      deps.db,
      sql`
      select job, extract(epoch from last_finished_at)::float8 as finished, last_error is not null as failing
      from scheduler_runs`,
    );
    return rows
      .filter((row) => row.finished !== null)
      .map((row) => ({ labels: { job: row.job, failing: row.failing ? '1' : '0' }, value: Number(row.finished) }));
  },
});

// The email outbox (migration 0012) may not exist on a database this code has not migrated yet: read it only
// when it does.
registerGaugeCollector({
  name: 'clipmandi_email_outbox',
  help: 'Emails in the outbox: pending, due (pending and due to be sent now), failed (given up).',
  labelNames: ['state'],
  read: async (deps) => {
    const [exists] = await queryRows<{ present: boolean }>(
      deps.db,
      sql`select to_regclass('email_outbox') is not null as present`,
    );
    if (!exists?.present) return [];
    const [row] = await queryRows<Record<string, number | string>>(
      deps.db,
      sql`
      select
        (select count(*)::int from email_outbox where status = 'pending') as pending,
        (select count(*)::int from email_outbox where status = 'pending' and next_attempt_at <= now()) as due,
        (select count(*)::int from email_outbox where status = 'failed') as failed`,
    );
    return Object.entries(row ?? {}).map(([state, value]) => ({ labels: { state }, value: Number(value) }));
  },
});

// Per process: each API process keeps its own read cache, so the lookups add up across processes.
registerGaugeCollector({
  name: 'clipmandi_read_cache_lookups',
  help: 'Cacheable GETs looked up in this read cache since start, by result: hit, miss (answer computed), coalesced (answered by a concurrent miss of the same read).',
  labelNames: ['result'],
  aggregate: 'sum',
  read: async (deps) => [
    { labels: { result: 'hit' }, value: deps.readCache.stats.hits },
    { labels: { result: 'miss' }, value: deps.readCache.stats.misses },
    { labels: { result: 'coalesced' }, value: deps.readCache.stats.coalesced },
  ],
});

// A coalesced lookup computed nothing either: it counts with the hits.
registerGaugeCollector({
  name: 'clipmandi_read_cache_hit_ratio',
  help: 'Lookups of the read cache answered without computing (hits and coalesced) over all lookups since start (averaged over API processes); absent before any lookup.',
  aggregate: 'average',
  read: async (deps) => {
    const { hits, misses, coalesced } = deps.readCache.stats;
    const served = hits + coalesced;
    return served + misses === 0 ? [] : [{ value: served / (served + misses) }];
  },
});
