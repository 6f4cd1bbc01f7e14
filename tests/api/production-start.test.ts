import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../src/server/seed/demo';
import { callOver, startServerProcess, TEST_JWT_SECRET } from './server-process';

/**
 * `node src/server/main.ts` with `env`, for a start that must be refused: its exit code and what it printed.
 * NODE_ENV and the payment variables are cleared first (vitest sets NODE_ENV=test).
 */
async function refusedStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'clipmandi-refused-'));
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        ...CLEAR,
        PORT: '0',
        DATA_DIR: dataDir,
        STATIC_DIR: join(dataDir, 'none'),
        JWT_SECRET: TEST_JWT_SECRET,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const killer = setTimeout(() => child.kill('SIGKILL'), 50_000);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    clearTimeout(killer);
    return { code, output };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const CLEAR = {
  NODE_ENV: '',
  PAYMENTS_MODE: '',
  RAZORPAY_KEY_ID: '',
  RAZORPAY_KEY_SECRET: '',
  RAZORPAY_WEBHOOK_SECRET: '',
  ADMIN_EMAIL: '',
  ADMIN_PASSWORD: '',
};

describe('a production start (NODE_ENV=production)', () => {
  it('refuses to start without Razorpay keys or PAYMENTS_MODE=sandbox, naming the settings', async () => {
    const { code, output } = await refusedStart({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'ClipMandi cannot start: NODE_ENV=production takes real payments: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET, or PAYMENTS_MODE=sandbox for the payment sandbox (anyone can pay any order with it)',
    );
  });

  it('with PAYMENTS_MODE=sandbox starts on the sandbox, with no demo data (no public demo admin)', async () => {
    const server = await startServerProcess({
      ...CLEAR,
      NODE_ENV: 'production',
      PAYMENTS_MODE: 'sandbox',
      SEED_DEMO: '',
    });
    try {
      expect(server.output()).toContain('payments: sandbox');
      expect(server.output()).not.toContain('Demo data created');
      expect((await callOver(server.url, 'listCampaigns')).campaigns).toEqual([]);
      const demoAdmin = await fetch(`${server.url}/api/auth/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password }),
      });
      expect(demoAdmin.status).toBe(401);
      expect(await demoAdmin.json()).toEqual({ message: 'Invalid email or password.', code: 'invalidLogin' });
    } finally {
      await server.stop();
    }
  });

  it('refuses ADMIN_EMAIL naming an existing creator account (here the demo creator, SEED_DEMO=true), naming the setting', async () => {
    const { code, output } = await refusedStart({
      NODE_ENV: 'production',
      PAYMENTS_MODE: 'sandbox',
      SEED_DEMO: 'true',
      ADMIN_EMAIL: DEMO_LOGINS.creator.email,
      ADMIN_PASSWORD: 'take-over-the-admin',
    });
    expect(code).toBe(1);
    expect(output).toContain(
      `ClipMandi cannot start: ADMIN_EMAIL ${DEMO_LOGINS.creator.email} belongs to an existing creator account: choose another address for the admin`,
    );
  });
});

describe('a start without NODE_ENV (npm start, the README demo)', () => {
  it('seeds the demo data and uses the payment sandbox', async () => {
    const server = await startServerProcess({ ...CLEAR, SEED_DEMO: '' });
    try {
      expect(server.output()).toContain('payments: sandbox');
      expect(server.output()).toContain('Demo data created');
      expect((await callOver(server.url, 'listCampaigns')).campaigns).toHaveLength(2);
      await callOver(server.url, 'adminLogin', {
        body: { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password },
      });
    } finally {
      await server.stop();
    }
  });
});
