import { sql } from 'drizzle-orm';
import { expect, inject } from 'vitest';
import { routes, type RouteName } from '../../schemas/routes';
import { openDatabase, type Database } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/rows';
import { auditLedger } from '../../src/server/ledger/audit';
import { hmacHex } from '../../src/server/payments/signature';
import { campaignBody, newVideoId } from '../api/campaign-fixtures';
import { uniqueEmail } from '../api/harness';
import { callOver, startServerProcess, type CallOptions, type ServerProcess } from '../api/server-process';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** The payment sandbox's secret both processes sign and check with (Razorpay's key secret in production). */
const SANDBOX_SECRET = 'concurrency-sandbox-secret';
/** The admin both processes seed at start (ADMIN_EMAIL / ADMIN_PASSWORD, as a deployment sets them). */
const ADMIN = { email: 'racing.admin@example.com', password: 'racing-admin-password' };

export type Attempt = { status: number; text: string };

/**
 * Two API processes (`npm run serve`) on one fresh PostgreSQL database of the project's server, and a
 * connection of the test's own to that database for the ledger audit and the ledger checks.
 */
export async function startTwoProcesses(extraEnv: Record<string, string> = {}) {
  const serverUrl = inject('postgresServerUrl');
  if (!serverUrl) throw new Error('The concurrency suite runs in the concurrency project (a PostgreSQL server)');
  let created: TestDatabase | undefined;
  let database: Database | undefined;
  let servers: ServerProcess[] = [];
  try {
    // Copied from the migrated template, so the two processes do not race to migrate an empty database.
    created = await createTestDatabase(serverUrl, inject('postgresTemplate'));
    database = await openDatabase({ url: created.url });
    const env = {
      DATABASE_URL: created.url,
      PAYMENTS_SANDBOX_SECRET: SANDBOX_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...extraEnv,
    };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    await created?.drop();
    throw error;
  }
  const [a, b] = servers;
  if (!a || !b || !database || !created) throw new Error('not started');
  const db = database.db;
  const dropDatabase = created.drop;
  const closeDatabase = database.close;
  const bases = [a.url, b.url] as const;
  /** The i-th request of a burst goes to process i mod 2, so every burst is split across both. */
  const via = (i: number) => bases[i % 2] ?? a.url;

  /** Sends a route's request to `base` and returns what came back, whatever the status. */
  async function attempt(base: string, name: RouteName, options: CallOptions = {}): Promise<Attempt> {
    const route = routes[name];
    const path = route.path.replace(':id', encodeURIComponent(options.params?.id ?? ''));
    const headers: Record<string, string> = { Connection: 'close' };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const res = await fetch(`${base}${path}`, { method: route.method, headers, body });
    return { status: res.status, text: await res.text() };
  }

  /** A payment.captured webhook for the order's payment, signed as Razorpay signs it. */
  async function webhook(base: string, orderId: string, paymentId: string, amountPaise: number): Promise<Attempt> {
    const rawBody = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: { id: paymentId, order_id: orderId, amount: amountPaise, currency: 'INR', status: 'captured' },
        },
      },
    });
    const res = await fetch(`${base}${routes.paymentWebhook.path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Razorpay-Signature': hmacHex(SANDBOX_SECRET, rawBody),
        Connection: 'close',
      },
      body: rawBody,
    });
    return { status: res.status, text: await res.text() };
  }

  async function signup(role: 'user' | 'creator', i = 0) {
    const body = { name: `Racing ${role} ${i}`, email: uniqueEmail(role), password: 'password123', role };
    const res = await callOver(via(i), 'signup', { body }, 201);
    return { token: res.token, id: res.user._id };
  }

  /** The admin's session. */
  async function admin() {
    const res = await callOver(via(0), 'adminLogin', { body: ADMIN });
    return { token: res.token, id: res.user._id };
  }

  /** A sandbox top-up, paid and verified through process `i mod 2`. */
  async function topUp(token: string, rupees: number, i = 0) {
    const { order } = await callOver(via(i), 'topup', { token, body: { amount: rupees } }, 201);
    const payment = await callOver(via(i), 'sandboxPay', { body: { order_id: order.id } });
    await callOver(via(i), 'verifyPayment', { token, body: payment });
  }

  /** A campaign funded with exactly `budget` rupees, by a creator with nothing left in their wallet. */
  async function fundedCampaign(creator: { token: string }, budget: number, payoutPer1000Views: number) {
    await topUp(creator.token, budget);
    const { campaign } = await callOver(
      via(0),
      'createCampaign',
      {
        token: creator.token,
        body: campaignBody({ totalBudget: budget, payoutPer1000Views }),
      },
      201,
    );
    return campaign;
  }

  /** Each clipper joins the campaign. */
  async function joinAll(campaignId: string, clippers: { token: string }[]) {
    await Promise.all(
      clippers.map((clipper, i) =>
        callOver(via(i), 'joinCampaign', { token: clipper.token, params: { id: campaignId } }),
      ),
    );
  }

  /** Each clipper (joined already) submits `perClipper` pending clips of `viewCount` views; their ids. */
  async function pendingClips(
    campaignId: string,
    clippers: { token: string }[],
    perClipper: number,
    viewCount: number,
  ) {
    const perPerson = await Promise.all(
      clippers.map(async (clipper, i) => {
        const ids: string[] = [];
        for (let n = 0; n < perClipper; n++) {
          const body = { campaignId, clipLink: `https://www.youtube.com/shorts/${newVideoId()}`, viewCount };
          ids.push((await callOver(via(i + n), 'submitClip', { token: clipper.token, body }, 201)).clip._id);
        }
        return ids;
      }),
    );
    return perPerson.flat();
  }

  /** A balance in paise straight from the ledger. */
  async function balance(key: string): Promise<number> {
    const rows = await queryRows<{ balance: string }>(
      db,
      sql`select balance::text as balance from accounts where key = ${key}`,
    );
    return Number(rows[0]?.balance ?? 0);
  }

  /**
   * The ledger audit passes, and no clip, payment or withdrawal has two postings of one kind (a payout per
   * clip, a top-up per provider payment, a hold per withdrawal, whatever their idempotency keys say).
   */
  async function expectNothingPaidTwice() {
    expect(await auditLedger(db)).toEqual([]);
    const twice = await queryRows<{ what: string; n: number }>(
      db,
      sql`
      select 'payout of clip ' || clip_id as what, count(*)::int as n from ledger_transactions
        where type = 'payout' group by clip_id having count(*) > 1
      union all
      select 'top-up ' || idempotency_key, count(*)::int from ledger_transactions
        where type = 'topup' group by idempotency_key having count(*) > 1
      union all
      select 'hold of ' || w.id, count(*)::int from withdrawals w
        join ledger_transactions t on t.type = 'withdrawal_request' and t.idempotency_key like 'withdrawal:' || w.id || ':%'
        group by w.id having count(*) > 1`,
    );
    expect(twice).toEqual([]);
  }

  return {
    via,
    attempt,
    webhook,
    signup,
    admin,
    topUp,
    fundedCampaign,
    joinAll,
    pendingClips,
    balance,
    expectNothingPaidTwice,
    db,
    stop: async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await closeDatabase();
      await dropDatabase();
    },
  };
}

export type TwoProcesses = Awaited<ReturnType<typeof startTwoProcesses>>;
