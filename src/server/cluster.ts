import cluster from 'node:cluster';
import { openDeps, prepareAndReport } from './api-process';
import type { Config } from './config';

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
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`API process ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    fork();
  });
  for (let i = 0; i < config.webConcurrency; i++) fork();
  console.log(`ClipMandi: ${config.webConcurrency} API processes on port ${config.port}`);

  function shutdown() {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), 5000).unref();
  }
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
