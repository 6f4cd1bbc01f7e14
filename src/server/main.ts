import { serve } from '@hono/node-server';
import { join } from 'node:path';
import { createApp } from './app';
import { normalizeEmail } from './auth/public-user';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import type { Deps } from './deps';
import { createGateway } from './payments/create-gateway';
import { prepareAccounts } from './seed/demo';

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
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') },
);
const deps: Deps = { db: database.db, config, gateway: createGateway(config) };

const logins = await prepareAccounts(deps);
if (logins) {
  console.log('Demo data created. Demo logins:');
  // ADMIN_* may name a demo account; its password is then the configured one, which is not printed.
  const configuredAdmin = config.admin && normalizeEmail(config.admin.email);
  for (const login of logins) {
    const password = login.email === configuredAdmin ? '(ADMIN_PASSWORD)' : login.password;
    console.log(`  ${login.role.padEnd(8)} ${login.email}  /  ${password}`);
  }
}

const app = createApp(deps, { serveSpa: true });
const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(
    `ClipMandi listening on http://localhost:${info.port} (${database.kind}, payments: ${deps.gateway.mode})`,
  );
});

function shutdown() {
  server.close(() => {
    void database.close().finally(() => process.exit(0));
  });
  // Open keep-alive connections must not hold the process forever.
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
