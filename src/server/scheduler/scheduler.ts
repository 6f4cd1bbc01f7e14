import { sql } from 'drizzle-orm';
import type { Deps } from '../deps';
import { queryRows } from '../db/rows';
import { schedulerRuns } from '../db/trust-schema';
import { logger } from '../ops/logger';

/**
 * A job of the scheduler (docs/trust.md#scheduler): idempotent, and it takes `now` from the scheduler, never
 * from the clock, so tests drive time. Each runs its own short transactions through commitChange.
 */
export type SchedulerJob = { name: string; run: (deps: Deps, now: Date) => Promise<void> };

export type Scheduler = {
  /** Runs every job once at `now` (the clock's time by default); a job that throws does not stop the others. */
  runOnce(now?: Date): Promise<void>;
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
};

/**
 * Of several API processes, one runs a job at a time: the lease is taken in the database, by the process whose
 * update finds it free or expired (a process killed mid-run frees it when the lease runs out).
 */
async function takeLease(deps: Deps, job: string, seconds: number): Promise<boolean> {
  const rows = await queryRows<{ job: string }>(
    deps.db,
    sql`
    insert into ${schedulerRuns} (job, lease_until, last_started_at)
    values (${job}, now() + make_interval(secs => ${seconds}), now())
    on conflict (job) do update set lease_until = excluded.lease_until, last_started_at = excluded.last_started_at
      where ${schedulerRuns.leaseUntil} is null or ${schedulerRuns.leaseUntil} < now()
    returning job`,
  );
  return rows.length > 0;
}

async function finish(deps: Deps, job: string, error: string | null): Promise<void> {
  await deps.db.execute(sql`
    update ${schedulerRuns} set lease_until = null, last_finished_at = now(), last_error = ${error} where job = ${job}`);
}

export function createScheduler(
  deps: Deps,
  jobs: readonly SchedulerJob[],
  options: { intervalSeconds: number; clock?: () => Date; onError?: (job: string, error: unknown) => void },
): Scheduler {
  const clock = options.clock ?? (() => new Date());
  const onError = options.onError ?? ((job, error) => logger.error({ err: error, job }, 'Scheduler job failed'));
  // A lease outlives any sane run, and expires if its process dies.
  const leaseSeconds = Math.max(60, options.intervalSeconds * 5);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function runOnce(now: Date = clock()): Promise<void> {
    for (const job of jobs) {
      if (!(await takeLease(deps, job.name, leaseSeconds))) continue;
      try {
        await job.run(deps, now);
        await finish(deps, job.name, null);
      } catch (error) {
        onError(job.name, error);
        await finish(deps, job.name, error instanceof Error ? error.message : String(error));
      }
    }
  }

  return {
    runOnce: (now) => {
      // One run at a time; a failed run (the database away) does not stop the next.
      const run = running.catch(() => undefined).then(() => runOnce(now));
      running = run;
      return run;
    },
    start() {
      if (timer) return;
      timer = setInterval(() => {
        running = running
          .catch(() => undefined)
          .then(() => runOnce())
          .catch((error: unknown) => onError('scheduler', error));
      }, options.intervalSeconds * 1000);
      // The scheduler never keeps a process alive on its own.
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running.catch(() => undefined);
    },
  };
}
