import cluster from 'node:cluster';
import { runApiProcess } from './api-process';
import { runCluster } from './cluster';
import { ConfigError } from './config-error';
import { loadConfig } from './config';

/** A wrong setting is the operator's to fix: say which, without a stack trace. */
function refuseToStart(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`ClipMandi cannot start: ${error.message}`);
  process.exit(1);
}

try {
  // Some settings can only be checked against the database (ADMIN_EMAIL naming a clipper's account).
  const config = loadConfig();
  if (config.webConcurrency === 1) await runApiProcess(config, { prepare: true });
  else if (cluster.isPrimary) await runCluster(config);
  else await runApiProcess(config, { prepare: false });
} catch (error) {
  refuseToStart(error);
}
