import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PostgreSQL's own pgbench, the yardstick of the write rows on PostgreSQL: its builtin TPC-B-like script
 * (3 updates, a select and an insert in one transaction) on the same cluster as the app, in a database of its own.
 */
export type PgbenchFigures = {
  scale: number;
  clients: number;
  threads: number;
  seconds: number;
  transactions: number;
  /** pgbench's "tps = ... (without initial connection time)". */
  tps: number;
  latencyAvgMs: number;
  failed: number;
};

/** /usr/bin/pgbench, else Debian's versioned folder (newest first). */
export function findPgbench(): string {
  if (existsSync('/usr/bin/pgbench')) return '/usr/bin/pgbench';
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian) ? readdirSync(debian).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const file = join(debian, version, 'bin', 'pgbench');
    if (existsSync(file)) return file;
  }
  throw new Error('pgbench is not installed (apt-get install postgresql-contrib or postgresql-client)');
}

/** libpq's environment for a postgres:// URL, so nothing of it goes on the command line. */
function libpqEnv(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  return {
    ...process.env,
    PGHOST: parsed.hostname,
    PGPORT: parsed.port || '5432',
    PGUSER: decodeURIComponent(parsed.username || 'postgres'),
    PGDATABASE: parsed.pathname.replace(/^\//, '') || 'postgres',
  };
}

function run(args: string[], url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(findPgbench(), args, { env: libpqEnv(url), stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`pgbench ${args.join(' ')} exited with ${code}:\n${out}`)),
    );
  });
}

/** `pgbench -i -s <scale>` into the (existing, empty) database of `url`. */
export async function pgbenchInit(url: string, scale: number): Promise<void> {
  await run(['-i', '-q', '-s', String(scale)], url);
}

/** The builtin TPC-B-like script, `clients` clients on `threads` threads for `seconds`. */
export async function pgbenchRun(
  url: string,
  scale: number,
  options: { clients: number; threads: number; seconds: number },
): Promise<PgbenchFigures> {
  const out = await run(
    ['-c', String(options.clients), '-j', String(options.threads), '-T', String(options.seconds)],
    url,
  );
  const number = (pattern: RegExp) => {
    const match = pattern.exec(out);
    return match?.[1] === undefined ? Number.NaN : Number(match[1]);
  };
  const tps = number(/tps = ([\d.]+) \(without initial connection time\)/);
  if (!Number.isFinite(tps)) throw new Error(`pgbench printed no tps:\n${out}`);
  return {
    scale,
    clients: options.clients,
    threads: options.threads,
    seconds: options.seconds,
    transactions: number(/number of transactions actually processed: (\d+)/),
    tps: Math.round(tps),
    latencyAvgMs: number(/latency average = ([\d.]+) ms/),
    failed: Number.isFinite(number(/number of failed transactions: (\d+)/))
      ? number(/number of failed transactions: (\d+)/)
      : 0,
  };
}
