import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../schemas/common';
import { createApp } from '../../src/server/app';
import { queryRows } from '../../src/server/db/rows';
import type { ProcessStatus } from '../../src/server/ops/readiness';
import { startTestApi, type TestApi } from './harness';

/** GET /api/health and GET /api/ready: no session, never cached, and each failed readiness check named. */

const SHIPPED = (
  JSON.parse(readFileSync('src/server/db/migrations/meta/_journal.json', 'utf8')) as { entries: unknown[] }
).entries.length;
const HOUR = 3600_000;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

/** The app as a process started at `startedAt` would serve it. */
async function readyOf(status: ProcessStatus, deps = api.deps) {
  const res = await createApp(deps, { status }).request('/api/ready');
  return { status: res.status, json: (await res.json()) as unknown, cacheControl: res.headers.get('Cache-Control') };
}

const longAgo = (): ProcessStatus => ({ startedAt: new Date(Date.now() - 24 * HOUR), shuttingDown: false });

describe('health', () => {
  it('answers 200 {status: ok} to anyone, not cached', async () => {
    const res = await api.call('health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok' });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('ready', () => {
  it('is ready on a migrated database just after the start, before the scheduler first ran', async () => {
    const data = await api.ok('ready');
    expect(data).toEqual({ status: 'ready', migrations: SHIPPED, schedulerLastRunAt: null });
    expect((await api.call('ready')).headers.get('Cache-Control')).toBe('no-store');
  });

  it('is not ready when the scheduler has not run for a few intervals, and ready again once it ran', async () => {
    const stale = await readyOf(longAgo());
    expect(stale.status).toBe(503);
    const body = errorBody.parse(stale.json);
    expect(body.issues).toEqual([
      { path: 'scheduler', message: 'The scheduler has not run a job ever (it runs every 60 s).' },
    ]);
    expect(body.message).toBe('Not ready: The scheduler has not run a job ever (it runs every 60 s).');
    expect(stale.cacheControl).toBe('no-store');

    const ranAt = new Date();
    await api.runScheduler(ranAt);
    const ready = await readyOf(longAgo());
    expect(ready.status).toBe(200);
    const { schedulerLastRunAt } = ready.json as { schedulerLastRunAt: string };
    // The lease records the database's clock; the test's and the database's agree within the check's window.
    expect(Math.abs(new Date(schedulerLastRunAt).getTime() - ranAt.getTime())).toBeLessThan(60_000);

    // A run three intervals (3 minutes) ago is the limit.
    await api.db.execute(sql`update scheduler_runs set last_started_at = now() - interval '4 minutes'`);
    const late = await readyOf(longAgo());
    expect(late.status).toBe(503);
    expect(errorBody.parse(late.json).issues?.[0]?.path).toBe('scheduler');
    expect(errorBody.parse(late.json).issues?.[0]?.message).toMatch(/^The scheduler has not run a job since \d{4}-/);
  });

  it('is not ready when a migration the code ships is not applied', async () => {
    const [last] = await queryRows<{ id: number; hash: string; created_at: string }>(
      api.db,
      sql`select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations order by id desc limit 1`,
    );
    expect(last).toBeDefined();
    await api.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last?.id}`);
    try {
      const res = await api.call('ready');
      expect(res.status).toBe(503);
      expect(errorBody.parse(res.json).issues).toEqual([
        { path: 'migrations', message: `${SHIPPED - 1} of ${SHIPPED} migrations are applied.` },
      ]);
    } finally {
      await api.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last?.id}, ${last?.hash}, ${last?.created_at}::bigint)`,
      );
    }
    expect((await api.call('ready')).status).toBe(200);
  });

  it('is not ready while the process shuts down', async () => {
    const res = await readyOf({ startedAt: new Date(), shuttingDown: true });
    expect(res.status).toBe(503);
    expect(errorBody.parse(res.json).issues).toEqual([{ path: 'process', message: 'The server is shutting down.' }]);
  });

  it('is not ready when the database does not answer, without telling why', async () => {
    const other = await startTestApi();
    await other.close();
    const res = await readyOf({ startedAt: new Date(), shuttingDown: false }, other.deps);
    expect(res.status).toBe(503);
    expect(errorBody.parse(res.json).issues).toEqual([{ path: 'database', message: 'The database did not answer.' }]);
  });
});
