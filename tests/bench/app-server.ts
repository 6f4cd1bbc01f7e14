import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../support/postgres';

export const ROOT = resolve(import.meta.dirname, '../..');

/** Fixed secrets, so the bench can sign sessions for seeded users without 1,000 scrypt logins. */
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
export const BENCH_SANDBOX_SECRET = 'bench-sandbox-secret-0123456789abcdef';
/** The scraper's token for GET /metrics, where the bench reads the read cache's hits and misses. */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789abcdef';

export type AppServer = {
  baseUrl: string;
  pid: number;
  /** Node processes the server process has started (the API workers under WEB_CONCURRENCY). */
  workerPids(): number[];
  log(): string;
  stop(): Promise<void>;
};

// Generous: a start applies pending migrations, which on a big embedded database take a while.
const START_TIMEOUT_MS = 600_000;

/** Direct children of `pid`, read from /proc (Linux). */
export function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (2nd field) may hold spaces; the parent pid is the 2nd field after its ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      done(true);
    });
  });
}

/**
 * The real server in its own process (`node --import tsx src/server/main.ts`), on a free port. Without
 * `databaseUrl` it runs on embedded PGlite under `dataDir` (a fresh temporary one unless given).
 */
export async function startAppServer(options: {
  databaseUrl?: string;
  dataDir?: string;
  seedDemo?: boolean;
  webConcurrency?: number;
  env?: Record<string, string>;
  /** Extra flags for node, before the entry point (a profile: `--cpu-prof`). */
  nodeArgs?: string[];
  /** Keeps the server's output in tests/bench/results/tmp/<logName>.log (otherwise in a temporary file, removed at stop). */
  logName?: string;
}): Promise<AppServer> {
  if (!existsSync(join(ROOT, 'dist', 'index.html')))
    throw new Error('dist/index.html is missing: run `vite build` first');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const ownDataDir = options.dataDir ? null : await mkdtemp(join(tmpdir(), 'clipmandi-bench-'));
  const dataDir = options.dataDir ?? ownDataDir ?? '';
  // The server's output goes straight to a file, as a platform's log collector takes it. Piped into this
  // process, its request log (a line per request, megabytes per load row) was read and kept here on the same 2
  // cores: measured, that cost the app a quarter to a third of its throughput against the yardstick.
  const logDir = options.logName
    ? join(ROOT, 'tests/bench/results/tmp')
    : await mkdtemp(join(tmpdir(), 'clipmandi-bench-log-'));
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, `${options.logName ?? 'server'}.log`);
  const logFd = openSync(logFile, 'w');
  const output = () => readFileSync(logFile, 'utf8');
  const server = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      ...(options.webConcurrency ? { WEB_CONCURRENCY: String(options.webConcurrency) } : {}),
      SEED_DEMO: options.seedDemo ? 'true' : 'false',
      STATIC_DIR: 'dist',
      JWT_SECRET: BENCH_JWT_SECRET,
      PAYMENTS_SANDBOX_SECRET: BENCH_SANDBOX_SECRET,
      METRICS_TOKEN: BENCH_METRICS_TOKEN,
      RAZORPAY_KEY_ID: '',
      RAZORPAY_KEY_SECRET: '',
      RAZORPAY_WEBHOOK_SECRET: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      // The write load submits made-up videos: measuring them (and the holdback) is not what this bench times.
      YOUTUBE_MODE: 'off',
      HOLDBACK_DAYS: '0',
      // Withdrawals paid by an admin's hand, any amount, as testConfig has: the payout tests set their own.
      PAYOUTS_MODE: 'manual',
      MIN_WITHDRAWAL: '1',
      // The load runs submit clips and start top-ups by the thousand per person: the hourly limits would measure 429s.
      TOP_UPS_PER_CREATOR_PER_HOUR: '1000000000',
      CLIPS_PER_CLIPPER_PER_HOUR: '1000000000',
      SIGNUPS_PER_ADDRESS_PER_HOUR: '1000000000',
      ...options.env,
    },
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  const pid = server.pid ?? 0;
  let workers: number[] = [];

  const stop = async () => {
    workers = [...new Set([...workers, ...childPids(pid)])];
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      if (!(await waitForExit(server, 8000))) {
        server.kill('SIGKILL');
        await waitForExit(server, 5000);
      }
    }
    // Workers the server started and left behind (by pid, never by name).
    for (const worker of workers) {
      try {
        process.kill(worker, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
    if (!options.logName) await rm(logDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`The server exited with ${server.exitCode}:\n${output()}`);
    }
    const answered = await fetch(`${baseUrl}/api/auth/me`).then(
      (res) => res.status === 401,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer within ${START_TIMEOUT_MS} ms:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  // Workers may still be starting when the first one answers; give them a moment before counting.
  await new Promise((r) => setTimeout(r, 1500));
  workers = childPids(pid);
  return { baseUrl, pid, workerPids: () => childPids(pid), log: output, stop };
}
