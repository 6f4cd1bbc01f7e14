import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/rows';
import { accountKeys } from '../../src/server/ledger/accounts';
import { startTwoProcesses, type Attempt, type TwoProcesses } from './two-processes';
import { said } from '../support/catalogue';

/**
 * Money races across two API processes on one PostgreSQL database: every burst is sent at once, its requests
 * alternating between the processes, so the database's row locks (not one process's event loop) decide who
 * wins. Several rounds each, so a race has a chance to show. After each test the ledger audit passes and
 * nothing is paid twice.
 */
const ROUNDS = 5;
let two: TwoProcesses;
let clippers: { token: string; id: string }[];

beforeAll(async () => {
  two = await startTwoProcesses();
  clippers = await Promise.all([0, 1, 2, 3].map((i) => two.signup('user', i)));
});

afterAll(async () => {
  await two?.stop();
});

afterEach(async () => {
  await two?.expectNothingPaidTwice();
});

const statuses = (attempts: Attempt[]) => attempts.map((a) => a.status).sort((x, y) => x - y);
const messageOf = (attempt: Attempt): unknown => (JSON.parse(attempt.text) as { message?: unknown }).message;

async function walletsOf(people: { id: string }[]) {
  return Promise.all(people.map((p) => two.balance(accountKeys.wallet(p.id))));
}

describe('approvals racing to exhaust a campaign budget', () => {
  it('pays out exactly the budget, never more, and completes the campaign', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      // ₹50 per 1K views and 1,000 views a clip: full payouts of ₹50 until the last, which gets the ₹25 left.
      const fullPayouts = round + 3;
      const budgetRupees = 50 * fullPayouts + 25;
      const creator = await two.signup('creator', round);
      const campaign = await two.fundedCampaign(creator, budgetRupees, 50);
      await two.joinAll(campaign._id, clippers);
      const clipIds = await two.pendingClips(campaign._id, clippers, 4, 1000);
      const before = await walletsOf(clippers);

      const approvals = await Promise.all(
        clipIds.map((id, i) =>
          two.attempt(two.via(i), 'approveClip', { token: creator.token, params: { id }, body: { viewCount: 1000 } }),
        ),
      );

      const approved = approvals.filter((a) => a.status === 200);
      expect(approved.length, `round ${round}: ${JSON.stringify(statuses(approvals))}`).toBe(fullPayouts + 1);
      for (const refused of approvals.filter((a) => a.status !== 200)) {
        expect(refused.status).toBe(422);
        expect(messageOf(refused)).toBe(said('noBudgetLeft'));
      }
      const [spent] = await queryRows<{ spent: string; status: string; gross: string; paid: number }>(
        two.db,
        sql`
        select c.amount_spent::text as spent, c.status,
               (select coalesce(sum(gross_paid), 0)::text from clips where campaign_id = c.id) as gross,
               (select count(*)::int from ledger_transactions where type = 'payout' and campaign_id = c.id) as paid
        from campaigns c where c.id = ${campaign._id}`,
      );
      expect(spent).toEqual({
        spent: String(budgetRupees * 100),
        status: 'completed',
        gross: String(budgetRupees * 100),
        paid: fullPayouts + 1,
      });
      expect(await two.balance(accountKeys.escrow(campaign._id))).toBe(0);
      // What the clippers received is the budget less the platform's 12%.
      const after = await walletsOf(clippers);
      const received = after.reduce((sum, balance, i) => sum + balance - (before[i] ?? 0), 0);
      expect(received).toBe(budgetRupees * 100 - Math.round(budgetRupees * 12));
    }
  });
});

describe('approve racing reject on the same clip', () => {
  it('exactly one wins; the other is told the clip was already reviewed', async () => {
    const creator = await two.signup('creator');
    const campaign = await two.fundedCampaign(creator, 5000, 10);
    await two.joinAll(campaign._id, clippers);
    for (let round = 0; round < ROUNDS; round++) {
      const clipIds = await two.pendingClips(campaign._id, clippers, 2, 2000);
      const before = await walletsOf(clippers);
      // Each clip gets an approve and a reject at once, on different processes, which one first alternating.
      const races = await Promise.all(
        clipIds.map(async (id, i) => {
          const approve = two.attempt(two.via(i + round), 'approveClip', {
            token: creator.token,
            params: { id },
            body: { viewCount: 2000 },
          });
          const reject = two.attempt(two.via(i + round + 1), 'rejectClip', { token: creator.token, params: { id } });
          const [approved, rejected] = await Promise.all([approve, reject]);
          return { id, approved, rejected };
        }),
      );
      let approvals = 0;
      for (const { id, approved, rejected } of races) {
        expect([approved.status, rejected.status].sort(), `clip ${id}`).toEqual([200, 409]);
        const loser = approved.status === 200 ? rejected : approved;
        expect(messageOf(loser)).toBe(said('alreadyReviewed'));
        const [row] = await queryRows<{ status: string; payouts: number }>(
          two.db,
          sql`
          select c.status, (select count(*)::int from ledger_transactions t where t.type = 'payout' and t.clip_id = c.id) as payouts
          from clips c where c.id = ${id}`,
        );
        expect(row).toEqual(
          approved.status === 200 ? { status: 'approved', payouts: 1 } : { status: 'rejected', payouts: 0 },
        );
        if (approved.status === 200) approvals += 1;
      }
      // 2,000 views at ₹10 per 1K: ₹20 gross, ₹17.60 to the clipper, per approved clip.
      const after = await walletsOf(clippers);
      expect(after.reduce((sum, balance, i) => sum + balance - (before[i] ?? 0), 0)).toBe(approvals * 17_60);
    }
  });
});

describe('concurrent withdrawals by one clipper', () => {
  it('never lets more than the balance leave', async () => {
    // Earnings to withdraw: one approved clip per clipper (8,000 views at ₹12.50 per 1K: ₹100 gross, ₹88 net).
    const creator = await two.signup('creator');
    const campaign = await two.fundedCampaign(creator, 2000, 12.5);
    await two.joinAll(campaign._id, clippers);
    const clipIds = await two.pendingClips(campaign._id, clippers, 1, 8000);
    for (const [i, id] of clipIds.entries()) {
      await two.attempt(two.via(i), 'approveClip', { token: creator.token, params: { id }, body: { viewCount: 8000 } });
    }
    for (let round = 0; round < ROUNDS; round++) {
      const clipper = clippers[round % clippers.length];
      if (!clipper) throw new Error('no clipper');
      const balance = await two.balance(accountKeys.wallet(clipper.id));
      const inFlight = await two.balance(accountKeys.withdrawalsInFlight);
      // Ten requests, together worth about three times the balance.
      const amountPaise = Math.max(100, Math.floor((balance * 3) / 10 / 100) * 100 + round * 7);
      const attempts = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          two.attempt(two.via(i), 'withdraw', {
            token: clipper.token,
            body: { amount: amountPaise / 100, upiId: 'racer@upi' },
          }),
        ),
      );
      const granted = attempts.filter((a) => a.status === 201 || a.status === 200).length;
      expect(granted, `round ${round}: ${JSON.stringify(statuses(attempts))}`).toBe(Math.floor(balance / amountPaise));
      for (const refused of attempts.filter((a) => a.status >= 400)) {
        expect(refused.status).toBe(422);
        expect(messageOf(refused)).toBe(said('amountExceedsBalance'));
      }
      expect(await two.balance(accountKeys.wallet(clipper.id))).toBe(balance - granted * amountPaise);
      expect(await two.balance(accountKeys.withdrawalsInFlight)).toBe(inFlight + granted * amountPaise);
    }
  });
});

describe('one payment verified through both processes and the webhook at once', () => {
  it('is credited exactly once', async () => {
    const creator = await two.signup('creator');
    for (let round = 0; round < ROUNDS; round++) {
      const rupees = 100 + round;
      const before = await two.balance(accountKeys.wallet(creator.id));
      const order = await two.attempt(two.via(round), 'topup', { token: creator.token, body: { amount: rupees } });
      expect(order.status, order.text).toBe(201);
      const orderId = (JSON.parse(order.text) as { order: { id: string } }).order.id;
      const paid = await two.attempt(two.via(round + 1), 'sandboxPay', { body: { order_id: orderId } });
      expect(paid.status, paid.text).toBe(200);
      const payment = JSON.parse(paid.text) as { razorpay_payment_id: string };
      const [verifyA, verifyB, hookA, hookB] = await Promise.all([
        two.attempt(two.via(0), 'verifyPayment', { token: creator.token, body: payment }),
        two.attempt(two.via(1), 'verifyPayment', { token: creator.token, body: payment }),
        two.webhook(two.via(round), orderId, payment.razorpay_payment_id, rupees * 100),
        two.webhook(two.via(round + 1), orderId, payment.razorpay_payment_id, rupees * 100),
      ]);
      for (const answer of [verifyA, verifyB, hookA, hookB]) expect(answer?.status, answer?.text).toBe(200);
      expect(await two.balance(accountKeys.wallet(creator.id))).toBe(before + rupees * 100);
      const [postings] = await queryRows<{ n: number }>(
        two.db,
        sql`
        select count(*)::int as n from ledger_transactions where type = 'topup' and user_id = ${creator.id}`,
      );
      expect(postings?.n).toBe(round + 1);
    }
  });
});
