import cluster from 'node:cluster';
import { runApiProcess } from './api-process';
import { runCluster } from './cluster';
import { ConfigError, loadConfig, type Config } from './config';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    // A wrong setting is the operator's to fix: say which, without a stack trace.
    if (!(error instanceof ConfigError)) throw error;
    console.error(`ClipMandi cannot start: ${error.message}`);
    process.exit(1);
  }
}

const config = configOrExit();
if (config.webConcurrency === 1) await runApiProcess(config, { prepare: true });
else if (cluster.isPrimary) await runCluster(config);
else await runApiProcess(config, { prepare: false });
