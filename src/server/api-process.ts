import { getRequestListener } from '@hono/node-server';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createApp } from './app';
import { normalizeEmail } from './auth/public-user';
import { openReadPath } from './cache/read-path';
import type { Config } from './config';
import { openDatabase } from './db/client';
import type { Deps } from './deps';
import { createLiveHub } from './events/live-hub';
import { withReadCacheFastPath } from './http/fast-path';
import { withRequestLog } from './http/request-log';
import { logger, setLogLevel } from './ops/logger';
import { createMetrics } from './ops/metrics';
import './ops/product-gauges';
import type { ProcessStatus } from './ops/readiness';
import { onShutdownSignal } from './ops/shutdown';
import { createGateway } from './payments/create-gateway';
import { createPayouts } from './payouts/create-payouts';
import { listenToPayoutEvents } from './payouts/payout-webhook';
import { schedulerJobs } from './scheduler/jobs';
import { createScheduler } from './scheduler/scheduler';
import { createInstagram } from './instagram/create-instagram';
import { createGoogle } from './google/create-google';
import { createYouTube } from './youtube/create-youtube';
import { prepareAccounts } from './seed/demo';
import { resolvePushKeys } from './push/push-keys';

/** The database (migrated), the change feed and this process's caches. */
export async function openDeps(config: Config) {
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, preparedStatements: config.preparedStatements }
      : { dataDir: join(config.dataDir, 'pglite') },
  );
  const readPath = await openReadPath(database.db, config.databaseUrl || undefined);
  const deps: Deps = {
    db: database.db,
    config,
    gateway: createGateway(config),
    payouts: createPayouts(config),
    push: resolvePushKeys(config),
    youtube: createYouTube(config, database.db),
    instagram: createInstagram(config, database.db),
    google: createGoogle(config),
    ...readPath,
  };
  listenToPayoutEvents(deps);
  return {
    deps,
    kind: database.kind,
    close: async () => {
      await readPath.feed.close();
      await database.close();
    },
  };
}

/** The demo data on an empty database and the configured admin; prints the demo logins when it seeded. */
export async function prepareAndReport(deps: Deps) {
  const logins = await prepareAccounts(deps);
  if (!logins) return;
  console.log('Demo data created. Demo logins:');
  // ADMIN_* may name a demo account; its password is then the configured one, which is not printed.
  const configuredAdmin = deps.config.admin && normalizeEmail(deps.config.admin.email);
  for (const login of logins) {
    const password = login.email === configuredAdmin ? '(ADMIN_PASSWORD)' : login.password;
    console.log(`  ${login.role.padEnd(8)} ${login.email}  /  ${password}`);
  }
}

/**
 * One API process: the app behind the read cache's node:http fast path, behind the request log, on
 * `config.port` (shared with the other workers under node:cluster). `prepare` is false in cluster workers: the
 * primary prepared the data.
 */
export async function runApiProcess(config: Config, options: { prepare: boolean }) {
  setLogLevel(config.logLevel);
  const opened = await openDeps(config);
  const { deps } = opened;
  if (options.prepare) await prepareAndReport(deps);

  const status: ProcessStatus = { startedAt: new Date(), shuttingDown: false };
  const metrics = createMetrics(deps);
  const liveHub = createLiveHub(deps.feed);
  const app = createApp(deps, { serveSpa: true, status, metrics, liveHub });
  const server = createServer(withRequestLog(metrics, withReadCacheFastPath(deps, getRequestListener(app.fetch))));
  const scheduler = createScheduler(deps, schedulerJobs, {
    intervalSeconds: config.schedulerIntervalSeconds,
    onError: (job, error) => logger.error({ err: error, job }, 'Scheduler job failed'),
  });
  scheduler.start();
  server.listen(config.port, () => {
    const { port } = server.address() as AddressInfo;
    const { emailVerification } = deps.config.accounts;
    console.log(
      `ClipMandi listening on http://localhost:${port} (${opened.kind}, payments: ${deps.gateway.mode}, email verification: ${emailVerification})`,
    );
  });

  // Stop accepting (and /api/ready answers 503), let the requests in flight finish, then stop the scheduler's
  // jobs and close the database; onShutdownSignal bounds the whole.
  onShutdownSignal(async () => {
    status.shuttingDown = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Live-event streams never finish on their own: end them (clients reconnect to another process).
    liveHub.close();
    // A keep-alive connection goes idle once its request is answered: close it then, not at its timeout.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    await closed;
    clearInterval(sweep);
    // Each step says it is done, so the log shows the order; a step that throws ends in 'Shutdown failed', exit 1.
    await scheduler.stop();
    logger.info('Scheduler stopped: no job runs any more, the email outbox worker included');
    await opened.close();
    logger.info('Database closed');
  });
}
