import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, expect, inject, it } from 'vitest';
import { withdrawals } from '../../src/server/db/wallet-schema';
import { auditLedger } from '../../src/server/ledger/audit';
import { accountKeys, balanceOf } from '../../src/server/ledger/accounts';
import { razorpayxEnv, startFakeRazorpayX, type FakeRazorpayX } from '../support/fake-razorpayx';
import { openStorage } from './faults/kill-storage';
import { callOver, startServerProcess, type ServerProcess } from './server-process';

/**
 * kill -9 of the server at each point of a payout (docs/payouts.md#reconciliation), with the real RazorpayX client
 * against the local RazorpayX: after RazorpayX accepted a payout and before our commit, and while a webhook is
 * being applied. After each restart on the same data, nothing is paid twice (one payout at RazorpayX, one key),
 * nothing is lost (the money reaches paid), and the ledger audit is clean.
 */

const engine = inject('postgresServerUrl') ? 'PostgreSQL' : 'PGlite';
const ADMIN = { email: 'payouts.admin@example.com', password: 'payouts-admin-password' };
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Polls `read` until it answers something other than undefined (or fails after 30 s). */
async function eventually<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = await read();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

it(`a payout survives kill -9 at each point: paid once, lost never (${engine})`, { timeout: 180_000 }, async () => {
  const fake: FakeRazorpayX = await startFakeRazorpayX();
  cleanups.push(() => fake.close());
  const storage = await openStorage(cleanups);
  const env = {
    ...storage.env,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PAYMENTS_SANDBOX_SECRET: 'payouts-kill-sandbox-secret',
    ...razorpayxEnv(fake),
    // Retries run within the test's patience.
    SCHEDULER_INTERVAL_SECONDS: '1',
  };
  const start = async () => {
    const started = await startServerProcess(env);
    cleanups.push(() => started.stop());
    return started;
  };
  let server: ServerProcess = await start();

  // A clipper with ₹176.00 earned: a ₹200 gross approval (through the API: not what this test is about).
  const admin = await callOver(server.url, 'adminLogin', { body: ADMIN });
  const signup = (role: 'creator' | 'user') =>
    callOver(
      server.url,
      'signup',
      {
        body: { name: `Kill ${role}`, email: `${role}.${Date.now()}@kill.example.com`, password: 'password123', role },
      },
      201,
    );
  const creator = await signup('creator');
  const clipper = await signup('user');
  const { order } = await callOver(server.url, 'topup', { token: creator.token, body: { amount: 1000 } }, 201);
  const payment = await callOver(server.url, 'sandboxPay', { body: { order_id: order.id } });
  await callOver(server.url, 'verifyPayment', { token: creator.token, body: payment });
  const body = {
    title: 'Kill Cuts',
    description: 'd',
    requirements: 'r',
    youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
    payoutPer1000Views: 20,
    totalBudget: 500,
  };
  const { campaign } = await callOver(server.url, 'createCampaign', { token: creator.token, body }, 201);
  await callOver(server.url, 'joinCampaign', { token: clipper.token, params: { id: campaign._id } });
  const clipBody = { campaignId: campaign._id, clipLink: 'https://youtu.be/killPayout1', viewCount: 10_000 };
  const { clip } = await callOver(server.url, 'submitClip', { token: clipper.token, body: clipBody }, 201);
  await callOver(server.url, 'approveClip', {
    token: creator.token,
    params: { id: clip._id },
    body: { viewCount: 10_000 },
  });

  // Point 1: RazorpayX accepts the payout; the server is killed before it hears (and so before its commit).
  const { withdrawal } = await callOver(
    server.url,
    'withdraw',
    { token: clipper.token, body: { amount: 150, upiId: 'kill.me@okaxis' } },
    201,
  );
  expect(withdrawal).toMatchObject({ status: 'requested', holdReason: 'new_upi' });
  fake.acceptButHangNext();
  const approving = fetch(`${server.url}/api/admin/withdrawals/${withdrawal._id}/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.token}` },
    body: '{}',
  }).catch(() => 'lost');
  await eventually('RazorpayX to accept the payout', async () => (fake.acceptedAndWaiting() === 1 ? true : undefined));
  await server.crash();
  expect(await approving).toBe('lost');
  const [created] = fake.payouts().filter((p) => p.reference_id === withdrawal._id);
  if (!created) throw new Error('RazorpayX holds no payout for the withdrawal');
  const asKilled = await storage.snapshot()(async (db) => {
    const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, withdrawal._id));
    return { row, problems: await auditLedger(db) };
  });
  // Committed before the call: sending, with its key; the payout's id never reached us.
  expect(asKilled.row).toMatchObject({ status: 'sending', payoutId: null });
  expect(asKilled.problems).toEqual([]);

  // The restarted server's scheduler sends again with the same key, and RazorpayX answers the payout it made.
  server = await start();
  const sent = await eventually('the retry to learn the payout', async () => {
    const { data } = await callOver(server.url, 'adminWithdrawals', { token: admin.token });
    const mine = data.withdrawals.find((w) => w._id === withdrawal._id);
    return mine?.payoutState ? mine : undefined;
  });
  expect(sent).toMatchObject({ status: 'sending', payoutState: 'processing' });
  expect(fake.payouts().filter((p) => p.reference_id === withdrawal._id)).toHaveLength(1);
  const keys = fake.calls.filter((c) => c.method === 'POST' && c.path === '/v1/payouts').map((c) => c.idempotencyKey);
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);

  // Point 2: the processed webhook arrives and the server is killed while applying it; RazorpayX delivers again.
  fake.advance(created.id, 'processed');
  const utr = fake.payout(created.id).utr;
  const { rawBody, headers } = fake.webhookBody('payout.processed', created.id);
  const post = () =>
    fetch(`${server.url}/api/payouts/webhook`, { method: 'POST', headers, body: rawBody }).then(
      (res) => res.status,
      () => 'lost',
    );
  const first = post();
  await server.crash();
  await first;
  server = await start();
  for (let delivery = 0; delivery < 2; delivery += 1) expect(await post()).toBe(200);
  const mine = (await callOver(server.url, 'clipperWallet', { token: clipper.token })).data;
  expect(mine.withdrawals.find((w) => w._id === withdrawal._id)).toMatchObject({ status: 'paid', reference: utr });
  // ₹176.00 earned, ₹150.00 paid out once.
  expect(mine.availableToWithdraw).toBe(2_600);

  await server.stop();
  const after = await storage.snapshot()(async (db) => ({
    problems: await auditLedger(db),
    inFlight: await balanceOf(db, accountKeys.withdrawalsInFlight),
  }));
  expect(after).toEqual({ problems: [], inFlight: 0 });
});
