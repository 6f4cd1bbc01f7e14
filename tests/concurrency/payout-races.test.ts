import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/rows';
import { accountKeys } from '../../src/server/ledger/accounts';
import { said } from '../support/catalogue';
import { razorpayxEnv, startFakeRazorpayX, type FakeRazorpayX } from '../support/fake-razorpayx';
import { startTwoProcesses, type TwoProcesses } from './two-processes';

/**
 * Payout races across two API processes on one PostgreSQL database, both paying through the real RazorpayX client
 * against the local RazorpayX (docs/payouts.md): two admins approving one withdrawal, one webhook delivered to both
 * processes at once, and both processes' schedulers retrying the same failed creates. Nothing is paid twice at
 * RazorpayX or in the ledger, and the audit passes after each.
 */
const ROUNDS = 4;
let fake: FakeRazorpayX;
let two: TwoProcesses;
let clipper: { token: string; id: string };
let admin: { token: string; id: string };

beforeAll(async () => {
  fake = await startFakeRazorpayX();
  two = await startTwoProcesses({
    ...razorpayxEnv(fake),
    SCHEDULER_INTERVAL_SECONDS: '1',
  });
  admin = await two.admin();
  clipper = await two.signup('user');
  // ₹5,000 gross approved: ₹4,400 to withdraw.
  const creator = await two.signup('creator');
  const campaign = await two.fundedCampaign(creator, 6000, 50);
  await two.joinAll(campaign._id, [clipper]);
  const [clipId] = await two.pendingClips(campaign._id, [clipper], 1, 100_000);
  await two.attempt(two.via(0), 'approveClip', {
    token: creator.token,
    params: { id: clipId ?? '' },
    body: { viewCount: 100_000 },
  });
});

afterAll(async () => {
  await two?.stop();
  await fake?.close();
});

afterEach(async () => {
  await two?.expectNothingPaidTwice();
});

/** A withdrawal of `rupees` waiting for the admin (a new UPI ID each time, so none goes out by itself). */
async function waiting(rupees: number, round: number): Promise<string> {
  const res = await two.attempt(two.via(round), 'withdraw', {
    token: clipper.token,
    body: { amount: rupees, upiId: `race${round}.${Date.now()}@okaxis` },
  });
  expect(res.status, res.text).toBe(201);
  return (JSON.parse(res.text) as { withdrawal: { _id: string } }).withdrawal._id;
}

const payoutsAt = (withdrawalId: string) => fake.payouts().filter((p) => p.reference_id === withdrawalId);

async function rowOf(id: string) {
  const [row] = await queryRows<{ status: string; payout_id: string | null; settled: number }>(
    two.db,
    sql`select status, payout_id,
      (select count(*)::int from ledger_transactions t where t.idempotency_key = 'withdrawal:' || w.id || ':settle')
        as settled
    from withdrawals w where w.id = ${id}`,
  );
  return row;
}

describe('two admins approve one withdrawal through both processes at once', () => {
  it('sends one payout', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const id = await waiting(100, round);
      const approvals = await Promise.all(
        [0, 1].map((i) => two.attempt(two.via(i), 'payWithdrawal', { token: admin.token, params: { id }, body: {} })),
      );
      expect(approvals.map((a) => a.status).sort(), `round ${round}`).toEqual([200, 409]);
      const loser = approvals.find((a) => a.status === 409);
      expect((JSON.parse(loser?.text ?? '{}') as { message?: string }).message).toBe(said('withdrawalProcessed'));
      expect(payoutsAt(id)).toHaveLength(1);
    }
  });
});

describe('one payout webhook delivered to both processes at once', () => {
  it('pays the withdrawal once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const id = await waiting(110, round);
      await two.attempt(two.via(round), 'payWithdrawal', { token: admin.token, params: { id }, body: {} });
      const [payout] = payoutsAt(id);
      if (!payout) throw new Error('no payout');
      fake.advance(payout.id, 'processed');
      const { rawBody, headers } = fake.webhookBody('payout.processed', payout.id);
      const deliveries = await Promise.all(
        [0, 1, 2, 3].map(async (i) => {
          const res = await fetch(`${two.via(i)}/api/payouts/webhook`, { method: 'POST', headers, body: rawBody });
          return res.status;
        }),
      );
      expect(deliveries).toEqual([200, 200, 200, 200]);
      expect(await rowOf(id)).toEqual({ status: 'paid', payout_id: payout.id, settled: 1 });
    }
  });
});

describe("both processes' schedulers retrying the same failed creates", () => {
  it('leave one payout per withdrawal at RazorpayX, under one key', async () => {
    const before = await two.balance(accountKeys.withdrawalsInFlight);
    const ids: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const id = await waiting(120, round);
      // The admin's send fails (RazorpayX is down): the schedulers of both processes try again each second.
      fake.failNext(1, 503);
      const sent = await two.attempt(two.via(round), 'payWithdrawal', { token: admin.token, params: { id }, body: {} });
      expect(sent.status, sent.text).toBe(200);
      ids.push(id);
    }
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && (await Promise.all(ids.map(rowOf))).some((row) => !row?.payout_id))
      await new Promise((resolve) => setTimeout(resolve, 200));
    for (const id of ids) {
      expect(payoutsAt(id)).toHaveLength(1);
      const keys = new Set(
        fake.calls
          .filter((c) => c.method === 'POST' && c.path === '/v1/payouts' && JSON.stringify(c.body).includes(id))
          .map((c) => c.idempotencyKey),
      );
      expect(keys.size).toBe(1);
      expect((await rowOf(id))?.status).toBe('sending');
    }
    expect(await two.balance(accountKeys.withdrawalsInFlight)).toBe(before + ROUNDS * 120_00);
  });
});
