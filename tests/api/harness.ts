import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterEach, expect, inject } from 'vitest';
import * as z from 'zod';
import { routes, type RouteName } from '../../schemas/routes';
import { createApp } from '../../src/server/app';
import { ensureAdmin } from '../../src/server/auth/admin-account';
import type { AdminRole } from '../../schemas/auth';
import { linkIn } from './account-links';
import { resolvePushKeys } from '../../src/server/push/push-keys';
import type { Agent } from 'node:https';
import type { PushSettings } from '../../src/server/config-accounts';

/** The push keys, sent through `agent` (a local push service's certificate) when a test brings one. */
const withAgent = (keys: PushSettings | null, agent: Agent | undefined) => (keys && agent ? { ...keys, agent } : keys);
import { testConfig, type Config } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import type { Deps } from '../../src/server/deps';
import { openReadPath } from '../../src/server/cache/read-path';
import { TaggedLru } from '../../src/server/cache/tagged-lru';
import { auditLedger } from '../../src/server/ledger/audit';
import { rebuildPlatformDays } from '../../src/server/ledger/platform-days';
import { createPayouts } from '../../src/server/payouts/create-payouts';
import type { PayoutGateway } from '../../src/server/payouts/payout-gateway';
import { listenToPayoutEvents } from '../../src/server/payouts/payout-webhook';
import { createGateway } from '../../src/server/payments/create-gateway';
import { schedulerJobs } from '../../src/server/scheduler/jobs';
import { createScheduler } from '../../src/server/scheduler/scheduler';
import { createInstagram } from '../../src/server/instagram/create-instagram';
import { createGoogle } from '../../src/server/google/create-google';
import { createYouTube } from '../../src/server/youtube/create-youtube';
import { createTestDatabase } from '../support/test-database';

export type CallOptions = {
  token?: string;
  params?: { id: string };
  /** Sent as JSON exactly as given (wire format: money in rupees). */
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
};

export type CallResult = { status: number; json: unknown; headers: Headers };

let emailCounter = 0;
export const uniqueEmail = (prefix = 'person') => `${prefix}.${Date.now()}.${++emailCounter}@example.com`;

/**
 * A fresh database per test file: a copy of the migrated PGlite template in the api project, or in the
 * api-postgres project a new database on its PostgreSQL server (tests/api/global-setup-postgres.ts), copied
 * from the migrated template there.
 */
async function openTestDatabase() {
  const serverUrl = inject('postgresServerUrl');
  if (!serverUrl) {
    const database = await openDatabase({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
    return { ...database, url: undefined };
  }
  const created = await createTestDatabase(serverUrl, inject('postgresTemplate'));
  const database = await openDatabase({ url: created.url });
  return {
    ...database,
    url: created.url,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * The real server code on a fresh database (see openTestDatabase). Every API test file starts one in beforeAll.
 */
export async function startTestApi(
  overrides: Partial<Config> = {},
  extras: { payouts?: PayoutGateway; pushAgent?: Agent } = {},
) {
  const config = testConfig(overrides);
  const database = await openTestDatabase();
  const readPath = await openReadPath(database.db, database.url);
  const deps: Deps = {
    db: database.db,
    config,
    gateway: createGateway(config),
    // A test may bring its own provider (a sandbox settling in milliseconds); else the one the config names.
    payouts: extras.payouts ?? createPayouts(config),
    push: withAgent(resolvePushKeys(config), extras.pushAgent),
    youtube: createYouTube(config, database.db, { retryDelaysMs: [0, 0] }),
    instagram: createInstagram(config, database.db),
    google: createGoogle(config),
    ...readPath,
  };
  listenToPayoutEvents(deps);
  const app = createApp(deps);
  // The same server with no read cache: what the database says now (see staleReadCheck in raw()).
  const uncachedApp = createApp({
    ...deps,
    readCache: new TaggedLru({ maxEntries: 0 }),
    sessions: new TaggedLru({ maxEntries: 0 }),
  });
  /** Writes sent and not yet answered: while one is, a cached answer may differ from the database for a moment. */
  let writesInFlight = 0;
  /** Bumped by every write that starts: a read that saw a write start meanwhile is not compared. */
  let writesStarted = 0;
  // Driven by the test's own clock (runScheduler), never by a timer.
  const scheduler = createScheduler(deps, schedulerJobs, { intervalSeconds: config.schedulerIntervalSeconds });

  async function call(name: RouteName, options: CallOptions = {}): Promise<CallResult> {
    const route = routes[name];
    let path = route.path.replace(':id', encodeURIComponent(options.params?.id ?? ''));
    if (options.query) path += `?${new URLSearchParams(options.query).toString()}`;
    return raw(route.method, path, options);
  }

  async function raw(
    method: string,
    path: string,
    options: Omit<CallOptions, 'params' | 'query'> & { rawBody?: string } = {},
  ) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const reading = method === 'GET';
    if (!reading) {
      writesInFlight += 1;
      writesStarted += 1;
    }
    const startedWith = { hits: deps.readCache.stats.hits, writes: writesStarted };
    let res: Response;
    try {
      res = await app.request(path, { method, headers, body });
    } finally {
      if (!reading) writesInFlight -= 1;
    }
    // A live-event stream never ends: its status and headers are the answer (tests/api/live-events.test.ts reads one).
    if (res.headers.get('Content-Type')?.startsWith('text/event-stream')) {
      await res.body?.cancel();
      return { status: res.status, json: null, headers: res.headers };
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    if (reading && res.status === 200 && deps.readCache.stats.hits > startedWith.hits && writesInFlight === 0) {
      // Stale-read check: an answer the read cache served must be what the database says now. A write that
      // changed it without naming its tag fails here, in whichever test reads it (the model test reads every
      // figure after every kind of write). Not while a write is in flight, nor when one started meanwhile.
      const fresh = await uncachedApp.request(path, { method, headers });
      const freshText = await fresh.text();
      if (writesStarted === startedWith.writes && writesInFlight === 0 && fresh.status === 200 && freshText !== text)
        throw new Error(
          `Stale read: GET ${path} from the read cache differs from the database.\ncached: ${text.slice(0, 2000)}\nnow:    ${freshText.slice(0, 2000)}`,
        );
    }
    return { status: res.status, json, headers: res.headers };
  }

  /** Calls a route, expects `status`, and returns the decoded response (money in paise). */
  async function ok<N extends RouteName>(name: N, options: CallOptions = {}, status = 200) {
    const result = await call(name, options);
    expect(result.status, JSON.stringify(result.json)).toBe(status);
    return routes[name].response.parse(result.json) as z.output<(typeof routes)[N]['response']>;
  }

  async function signup(role: 'user' | 'creator', name = role === 'user' ? 'Clara Clipper' : 'Chetan Creator') {
    const email = uniqueEmail(role);
    const res = await ok('signup', { body: { name, email, password: 'password123', role } }, 201);
    return { token: res.token, user: res.user, email, password: 'password123' };
  }

  async function admin() {
    const email = uniqueEmail('admin');
    await ensureAdmin(deps, { email, password: 'admin-password-1' });
    const res = await ok('adminLogin', { body: { email, password: 'admin-password-1' } });
    return { token: res.token, user: res.user, email };
  }

  /** An admin of `role`: the owner made from ADMIN_EMAIL's way, the others invited by one and accepted by link. */
  async function adminOf(role: AdminRole) {
    const owner = await admin();
    if (role === 'owner') return owner;
    const email = uniqueEmail(role);
    await ok('inviteAdmin', { token: owner.token, body: { email, adminRole: role } }, 201);
    const { token } = await linkIn(database.db, 'admin_invitation', email);
    const body = { token, name: `A ${role}`, password: 'admin-password-1' };
    const res = await ok('acceptInvitation', { body }, 201);
    return { token: res.token, user: res.user, email };
  }

  /**
   * Tops up a creator's wallet as the browser does in sandbox mode: create the order, let the sandbox
   * sign a payment for it (what its checkout's Pay button does), verify. Returns the verify answer.
   */
  async function topUp(token: string, rupees: number) {
    const { order } = await ok('topup', { token, body: { amount: rupees } }, 201);
    const payment = await ok('sandboxPay', { body: { order_id: order.id } });
    return ok('verifyPayment', { token, body: payment });
  }

  /** Fails the test when the ledger is not sound. */
  async function expectLedgerSound() {
    expect(await auditLedger(database.db)).toEqual([]);
  }

  /**
   * Test-only: back-dates a ledger transaction (date filters need old rows). The database refuses any UPDATE
   * of the ledger (migration 0004), so the trigger is lifted for this one statement, inside one transaction. The
   * per-day money figures follow, as if it had been posted that day.
   */
  async function backdateTransaction(id: string, when: string) {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table ledger_transactions disable trigger ledger_transactions_append_only`);
      await tx.execute(sql`update ledger_transactions set created_at = ${when}::timestamptz where id = ${id}`);
      await tx.execute(sql`alter table ledger_transactions enable trigger ledger_transactions_append_only`);
      await rebuildPlatformDays(tx);
    });
  }

  return {
    app,
    deps,
    db: database.db,
    config,
    call,
    raw,
    ok,
    signup,
    admin,
    adminOf,
    topUp,
    expectLedgerSound,
    backdateTransaction,
    /** Runs every scheduler job once, as if the clock read `now` (refresh, review deadlines, releases). */
    runScheduler: (now: Date) => scheduler.runOnce(now),
    close: async () => {
      await scheduler.stop();
      await readPath.feed.close();
      await database.close();
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;

/**
 * Fails each test of the file after which the ledger audit finds a problem. Call it at the top level of the
 * file, beside beforeAll: vitest ignores hooks registered while beforeAll runs, so startTestApi cannot.
 */
export function auditLedgerAfterEach(current: () => TestApi | undefined) {
  afterEach(async () => {
    // Undefined only when beforeAll failed, which vitest already reports.
    await current()?.expectLedgerSound();
  });
}
