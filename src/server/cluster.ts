import cluster from 'node:cluster';
import { openDeps, prepareAndReport } from './api-process';
import type { Config } from './config';
import { aggregateWorkerMetrics } from './ops/cluster-metrics';
import { logger } from './ops/logger';
import { SHUTDOWN_BOUND_MS } from './ops/shutdown';

/**
 * WEB_CONCURRENCY=N (PostgreSQL only): this primary applies the migrations and the demo seed once, then
 * forks N API processes sharing the port. Each keeps its own caches, kept coherent by the change feed
 * (LISTEN/NOTIFY); a worker that dies is replaced.
 */
export async function runCluster(config: Config) {
  const opened = await openDeps(config);
  await prepareAndReport(opened.deps);
  await opened.close();

  // Secrets generated at start (the sandbox's, a JWT secret read from DATA_DIR) must be one for all workers:
  // a payment signed by one worker is verified by whichever answers next.
  const fork = () => cluster.fork({ JWT_SECRET: config.jwtSecret, PAYMENTS_SANDBOX_SECRET: config.sandboxSecret });
  let stopping = false;
  let cleanStop = true;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      cleanStop &&= code === 0;
      // Exits 0 once every worker finished its requests and closed cleanly.
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(cleanStop ? 0 : 1);
      return;
    }
    logger.error(`API process ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    fork();
  });
  aggregateWorkerMetrics();
  for (let i = 0; i < config.webConcurrency; i++) fork();
  console.log(`ClipMandi: ${config.webConcurrency} API processes on port ${config.port}`);

  // Each worker stops gracefully on its own SIGTERM (api-process.ts); the primary passes the signal on and waits
  // for them, a little longer than their own bound.
  function shutdown(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Shutting down the API processes');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), SHUTDOWN_BOUND_MS + 2000).unref();
  }
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
