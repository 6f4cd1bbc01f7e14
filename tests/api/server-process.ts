import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type * as z from 'zod';
import { routes, type RouteName } from '../../schemas/routes';
import { freePort } from '../support/postgres';

export const TEST_JWT_SECRET = 'read-path-test-secret-read-path-test-secret';

export type ServerProcess = {
  url: string;
  /** Everything it printed, for the failure message. */
  output: () => string;
  /** SIGTERM, then waits for the exit (SIGKILL after 15 s). */
  stop: () => Promise<void>;
  /** Its exit code once it exited (null while running, or when killed by a signal). */
  exitCode: () => number | null;
  /** kill -9: the process ends mid-work, with no shutdown; its data (DATA_DIR, DATABASE_URL) stays. */
  crash: () => Promise<void>;
};

/**
 * `node --import tsx src/server/main.ts` in its own process, as `npm run serve` starts it, answering on a free
 * port once it printed `listening` `listeners` times (each cluster worker prints once).
 */
export async function startServerProcess(env: Record<string, string>, listeners = 1): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'clipmandi-process-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-web-app'),
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_DEMO: 'false',
      // Unmeasured views and no holdback, as testConfig has: tests of the trust features set their own.
      YOUTUBE_MODE: 'off',
      HOLDBACK_DAYS: '0',
      // Withdrawals paid by an admin's hand, any amount, as testConfig has: the payout tests set their own.
      PAYOUTS_MODE: 'manual',
      MIN_WITHDRAWAL: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    let seen = 0;
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), 50_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      seen = output.split('listening on').length - 1;
      if (seen >= listeners) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code}:\n${output}`));
    });
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      // Beyond the server's own shutdown bound (10 s).
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await ready;
  } catch (error) {
    await stop();
    throw error;
  }
  const crash = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  return { url: `http://127.0.0.1:${port}`, output: () => output, stop, exitCode: () => child.exitCode, crash };
}

export type CallOptions = { token?: string; params?: { id: string }; body?: unknown; query?: Record<string, string> };

/** Calls a route of schemas/routes.ts over HTTP on `base`, expects `status`, returns the decoded answer. */
export async function callOver<N extends RouteName>(
  base: string,
  name: N,
  options: CallOptions = {},
  status = 200,
): Promise<z.output<(typeof routes)[N]['response']>> {
  const route = routes[name];
  let path = route.path.replace(':id', encodeURIComponent(options.params?.id ?? ''));
  if (options.query) path += `?${new URLSearchParams(options.query).toString()}`;
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  // A new connection per call, so cluster workers take turns answering.
  headers.Connection = 'close';
  const res = await fetch(`${base}${path}`, {
    method: route.method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  expect(res.status, `${route.method} ${path}: ${text}`).toBe(status);
  return route.response.parse(text ? JSON.parse(text) : null) as z.output<(typeof routes)[N]['response']>;
}
