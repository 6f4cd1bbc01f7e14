import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type PostgresServer = { url: string; stop: () => Promise<void> };

/** initdb/pg_ctl from PATH, else Debian's versioned folder (the `postgresql` package does not link them). */
function findBinDir(): string {
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return join(onPath, '..');
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian) ? readdirSync(debian).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = join(debian, version, 'bin');
    if (existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  throw new Error('PostgreSQL is not installed: these tests need initdb and pg_ctl (apt-get install postgresql)');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A throwaway PostgreSQL cluster on a free loopback port, for tests and the bench: its own data directory,
 * trust authentication on 127.0.0.1 only, fsync off (nothing here must survive a crash). PostgreSQL refuses
 * to run as root, so as root the cluster runs as the `postgres` user. `stop()` stops it and deletes its files.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = findBinDir();
  const root = mkdtempSync(join(tmpdir(), 'clipmandi-pg-'));
  const dataDir = join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(root, uid, gid);
    chmodSync(root, 0o700);
  }
  const run = (file: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, file);
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, file), ...args] : args;
    const result = spawnSync(command, argv, { encoding: 'utf8', cwd: root });
    if (result.status !== 0)
      throw new Error(`${file} failed: ${result.error?.message ?? (result.stderr || result.stdout)}`);
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${root}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  run('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(root, 'log'), '-w', '-t', '60', 'start']);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
