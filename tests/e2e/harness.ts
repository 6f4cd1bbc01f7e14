import type * as z from 'zod';
import { routes, type RouteName } from '../../schemas/routes';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import type { AuthResponse, Role } from '../../schemas/auth';

const ROOT = resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const START_TIMEOUT_MS = 90_000;

/**
 * How the browser is set up: service workers are blocked unless `serviceWorkers: 'allow'`; `language: 'hi'` is a
 * browser set to Hindi (Accept-Language hi-IN), which ClipMandi follows on a first visit (docs/languages.md).
 */
export type PageOptions = { serviceWorkers?: 'allow' | 'block'; language?: 'en' | 'hi' };

export type E2e = {
  /** http://127.0.0.1:<port> of the real server. */
  baseUrl: string;
  browser: Browser;
  /**
   * A fresh browser context (own localStorage) and page; closed by stop(). Service workers are blocked unless
   * `serviceWorkers: 'allow'` (the installable app's own test): the other journeys watch the page's own requests.
   */
  newPage(options?: PageOptions): Promise<Page>;
  /** A page already signed in with `auth` (as a previous visit would have left localStorage). */
  newPageAs(auth: AuthResponse, options?: PageOptions): Promise<Page>;
  /** Creates an account through the real API (fast set-up for tests about something else). */
  signup(role: Exclude<Role, 'admin'>, name?: string): Promise<AuthResponse & { password: string }>;
  /**
   * Starts the app on a server-drawn page the way a visitor's first key press does (src/web/boot.ts), and waits
   * until it has taken the page over.
   */
  startApp(page: Page): Promise<void>;
  /** Uncaught errors and console errors a page of this run reported (a CSP refusal shows up here). */
  browserErrors(page: Page): string[];
  /** The server's output so far (for failure messages). */
  serverLog(): string;
  stop(): Promise<void>;
};

/**
 * A call to the real API at `baseUrl` as `token`, in the wire format (rupees), for a test's set-up; fails loudly
 * on any status other than `status`.
 */
export async function wireCall(
  baseUrl: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  status = 200,
): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== status) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

/** Calls a route of the contract as `token` (a test's set-up, not its subject) and decodes its answer; fails loudly. */
export async function apiCall<N extends RouteName>(
  baseUrl: string,
  name: N,
  token: string | null,
  options: { id?: string; body?: unknown } = {},
) {
  const route = routes[name];
  const response = await fetch(`${baseUrl}${route.path.replace(':id', options.id ?? '')}`, {
    method: route.method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const json: unknown = await response.json();
  if (!response.ok) throw new Error(`${name}: ${response.status} ${JSON.stringify(json)}`);
  return route.response.parse(json) as z.output<(typeof routes)[N]['response']>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitForServer(baseUrl: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}:\n${log()}`);
    try {
      const response = await fetch(`${baseUrl}/api/auth/me`);
      if (response.status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer within ${START_TIMEOUT_MS} ms:\n${log()}`);
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 5000);
    server.once('exit', () => {
      clearTimeout(force);
      done();
    });
    server.kill('SIGTERM');
  });
}

/**
 * Starts the real server (`node --import tsx src/server/main.ts`) on a free port with a fresh temporary
 * DATA_DIR, no demo data and the built SPA from dist/ (npm test builds it first), then headless Chromium.
 * Call once per file in beforeAll and `stop()` in afterAll.
 */
export async function startE2e(options: { env?: Record<string, string> } = {}): Promise<E2e> {
  // Another build's folder, for people who build into their own copy while others build too.
  const staticDir = process.env.E2E_STATIC_DIR ?? 'dist';
  if (!existsSync(join(ROOT, staticDir, 'index.html'))) {
    throw new Error('dist/index.html is missing: run `npx vite build` first (npm test does).');
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'clipmandi-e2e-'));
  // A copy of the run's migrated database (global-setup.ts), so the server does not initialise one.
  await cp(inject('e2eDataTemplate'), dataDir, { recursive: true });
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      STATIC_DIR: staticDir,
      DATABASE_URL: '',
      // Unmeasured views and no holdback, as the API tests' config has: the trust journey sets its own.
      YOUTUBE_MODE: 'off',
      HOLDBACK_DAYS: '0',
      // Withdrawals paid by an admin's hand, any amount, as testConfig has: the payout tests set their own.
      PAYOUTS_MODE: 'manual',
      MIN_WITHDRAWAL: '1',
      // The links in emails open this server (docs/accounts.md#links).
      APP_URL: baseUrl,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const contexts: BrowserContext[] = [];
  let browser: Browser | undefined;
  const stop = async () => {
    await Promise.allSettled(contexts.map((context) => context.close()));
    await browser?.close().catch(() => undefined);
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForServer(baseUrl, server, () => output);
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  } catch (error) {
    await stop();
    throw error;
  }
  const launched = browser;

  const errors = new WeakMap<Page, string[]>();
  async function newPage(options: PageOptions = {}) {
    // Dates follow the browser's locale and time zone (src/web/lib/format.ts): a reader in India, as most are.
    const context = await launched.newContext({
      baseURL: baseUrl,
      locale: options.language === 'hi' ? 'hi-IN' : 'en-IN',
      timezoneId: 'Asia/Kolkata',
      serviceWorkers: options.serviceWorkers ?? 'block',
    });
    contexts.push(context);
    const page = await context.newPage();
    const seen: string[] = [];
    errors.set(page, seen);
    page.on('pageerror', (error) => seen.push(error.message));
    page.on('console', (message) => {
      // The tests have no network: YouTube's thumbnails fail to load, as meant (a placeholder stands in).
      if (message.type() === 'error' && !message.location().url.startsWith('https://i.ytimg.com/'))
        seen.push(message.text());
    });
    return page;
  }

  let accounts = 0;
  return {
    baseUrl,
    browser: launched,
    newPage,
    async newPageAs(auth, options) {
      const page = await newPage(options);
      await page.addInitScript((stored) => {
        if (!localStorage.getItem('clipmandi.token')) {
          localStorage.setItem('clipmandi.token', stored.token);
          localStorage.setItem('clipmandi.user', JSON.stringify(stored.user));
        }
      }, auth);
      return page;
    },
    async signup(role, name) {
      accounts += 1;
      const password = 'e2e-password-1';
      const body = {
        name: name ?? (role === 'user' ? `Clipper ${accounts}` : `Creator ${accounts}`),
        email: `${role}-${accounts}-${Date.now()}@e2e.example.com`,
        password,
        role,
      };
      const response = await fetch(`${baseUrl}/api/auth/signup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
      return { ...((await response.json()) as AuthResponse), password };
    },
    async startApp(page) {
      await page.keyboard.press('Shift');
      await page.locator('html[data-app="started"]').waitFor({ state: 'attached' });
    },
    browserErrors: (page) => errors.get(page) ?? [],
    serverLog: () => output,
    stop,
  };
}
