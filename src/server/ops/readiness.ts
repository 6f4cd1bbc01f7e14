import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import type { ErrorBody } from '../../../schemas/common';
import { queryRows } from '../db/rows';
import type { Deps } from '../deps';
import { logger } from './logger';

/** What the process knows about itself for the readiness check. */
export type ProcessStatus = {
  /** When this process started its scheduler: until a few intervals later, no run yet is no failure. */
  startedAt: Date;
  /** Set on SIGTERM: the process is finishing its requests, so a load balancer should send no more. */
  shuttingDown: boolean;
};

/** A scheduler that has not started a job for this many intervals is taken for dead. */
const SCHEDULER_INTERVALS = 3;

/** The migrations this code ships (drizzle's journal), read once. */
const shippedMigrations: number = (
  JSON.parse(readFileSync(new URL('../db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

export type Readiness =
  | { ready: true; migrations: number; schedulerLastRunAt: Date | null }
  | { ready: false; issues: NonNullable<ErrorBody['issues']> };

/**
 * Ready when the database answers one cheap query, it has as many migrations applied as this code ships, and
 * the scheduler (of any process on the database) started a job within a few intervals, or this process
 * started recently. Otherwise the failed checks, each named by its path.
 */
export async function checkReadiness(deps: Deps, status: ProcessStatus, now = new Date()): Promise<Readiness> {
  const issues: NonNullable<ErrorBody['issues']> = [];
  if (status.shuttingDown) issues.push({ path: 'process', message: 'The server is shutting down.' });
  let row: { applied: number | string; last_run: Date | string | null } | undefined;
  try {
    [row] = await queryRows(
      deps.db,
      sql`
      select (select count(*)::int from drizzle.__drizzle_migrations) as applied,
             (select max(last_started_at) from scheduler_runs) as last_run`,
    );
  } catch (error) {
    // The reason goes to the log, not to whoever asked (the check needs no session).
    logger.warn({ err: error }, 'Readiness: the database did not answer');
    issues.push({ path: 'database', message: 'The database did not answer.' });
  }
  if (!row) return { ready: false, issues };

  const applied = Number(row.applied);
  if (applied !== shippedMigrations) {
    issues.push({ path: 'migrations', message: `${applied} of ${shippedMigrations} migrations are applied.` });
  }
  const lastRun = row.last_run === null ? null : new Date(row.last_run);
  const allowedMs = SCHEDULER_INTERVALS * deps.config.schedulerIntervalSeconds * 1000;
  const recent = (at: Date) => now.getTime() - at.getTime() <= allowedMs;
  if (!(lastRun && recent(lastRun)) && !recent(status.startedAt)) {
    const since = lastRun ? `since ${lastRun.toISOString()}` : 'ever';
    issues.push({
      path: 'scheduler',
      message: `The scheduler has not run a job ${since} (it runs every ${deps.config.schedulerIntervalSeconds} s).`,
    });
  }
  if (issues.length > 0) return { ready: false, issues };
  return { ready: true, migrations: applied, schedulerLastRunAt: lastRun };
}
