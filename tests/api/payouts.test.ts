import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/server/db/mail-schema';
import { withdrawals } from '../../src/server/db/wallet-schema';
import { accountKeys, balanceOf } from '../../src/server/ledger/accounts';
import { hmacHex } from '../../src/server/payments/signature';
import { RECONCILE_AFTER_MS } from '../../src/server/scheduler/send-payouts';
import { said } from '../support/catalogue';
import { startFakeRazorpayX, type FakeRazorpayX } from '../support/fake-razorpayx';
import { walletOf, type Person } from './campaign-fixtures';
import { fundWallet } from './fund-wallet';
import { startTestApi, type TestApi } from './harness';
import { readLiveStream } from './live-stream-reader';

/**
 * Automatic payouts through the real RazorpayX client, against a local server that answers as RazorpayX's documented
 * API does and sends its signed webhooks (docs/payouts.md): the policy, sending, retries with one idempotency key,
 * webhooks in any order and any number of times, reconciliation, and the ledger's audit after each.
 */

let fake: FakeRazorpayX;
let api: TestApi;
beforeAll(async () => {
  fake = await startFakeRazorpayX();
  api = await startTestApi({
    payouts: { mode: 'razorpayx', razorpayx: { ...fake.settings } },
    minWithdrawalPaise: 10_000,
  });
});
afterAll(async () => {
  await api?.close();
  await fake?.close();
});
afterEach(async () => {
  await api.expectLedgerSound();
  // The policy back to its defaults.
  await api.ok('updatePayoutPolicy', { token: (await api.admin()).token, body: { autoLimit: 10_000, paused: false } });
});

/** A clipper with `rupees` in their wallet, who was paid to `upiId` before (so a withdrawal to it is not new). */
async function clipperPaidBefore(rupees: number, upiId: string): Promise<Person> {
  const clipper = await api.signup('user');
  await fundWallet(api, clipper.user._id, rupees + 100);
  const first = await withdraw(clipper, 100, upiId);
  expect(first.withdrawal).toMatchObject({ status: 'requested', holdReason: 'new_upi' });
  const admin = await api.admin();
  const sent = await api.ok('payWithdrawal', { token: admin.token, params: { id: first.withdrawal._id }, body: {} });
  expect([sent.message, sent.withdrawal.status]).toEqual([said('withdrawalApprovedSent'), 'sending']);
  await deliver('payout.processed', processed(sent.withdrawal._id));
  return clipper;
}

async function withdraw(clipper: Person, rupees: number, upiId: string) {
  return api.ok('withdraw', { token: clipper.token, body: { amount: rupees, upiId } }, 201);
}

async function rowOf(id: string) {
  const [row] = await api.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (!row) throw new Error(`no withdrawal ${id}`);
  return row;
}

/** Moves the withdrawal's payout at RazorpayX to processed (a UTR is generated); answers its payout id. */
function processed(withdrawalId: string): string {
  const payout = fake.payouts().find((p) => p.reference_id === withdrawalId);
  if (!payout) throw new Error(`RazorpayX has no payout for ${withdrawalId}`);
  fake.advance(payout.id, 'processed');
  return payout.id;
}

/** Posts RazorpayX's signed webhook for the payout's current state to the server, as RazorpayX would. */
async function deliver(event: string, payoutId: string, signature?: string) {
  const { rawBody, headers } = fake.webhookBody(event, payoutId);
  const res = await api.raw('POST', '/api/payouts/webhook', {
    rawBody,
    headers: { ...headers, ...(signature ? { 'X-Razorpay-Signature': signature } : {}) },
  });
  return { status: res.status, body: res.json as { message: string } };
}

const referenceOf = (body: unknown) =>
  typeof body === 'object' && body !== null && 'reference_id' in body ? body.reference_id : undefined;
const creates = (withdrawalId: string) =>
  fake.calls.filter((c) => c.method === 'POST' && c.path === '/v1/payouts' && referenceOf(c.body) === withdrawalId);

describe('automatic payouts through RazorpayX', () => {
  it('pays a withdrawal under the limit with no admin: sent with its key, paid by the webhook with its UTR, once', async () => {
    const clipper = await clipperPaidBefore(500, 'ravi.kumar@okaxis');
    const before = await walletOf(api, clipper.user._id);
    const res = await withdraw(clipper, 250, 'ravi.kumar@okaxis');
    expect(res.message).toBe(said('withdrawalSending'));
    expect(res.withdrawal).toMatchObject({ status: 'sending', amount: 25_000, holdReason: null, reference: null });
    expect(await walletOf(api, clipper.user._id)).toBe(before - 25_000);

    const id = res.withdrawal._id;
    const [create] = creates(id);
    const row = await rowOf(id);
    expect(create?.idempotencyKey).toBe(row.payoutKey);
    expect(create?.body).toMatchObject({
      account_number: fake.accountNumber,
      amount: 25_000,
      currency: 'INR',
      mode: 'UPI',
      purpose: 'payout',
      queue_if_low_balance: true,
      reference_id: id,
      fund_account: { account_type: 'vpa', vpa: { address: 'ravi.kumar@okaxis' }, contact: { type: 'vendor' } },
    });

    const payoutId = processed(id);
    const utr = fake.payout(payoutId).utr;
    expect(utr).toMatch(/^\d{12}$/);
    expect(await deliver('payout.processed', payoutId)).toEqual({
      status: 200,
      body: { message: said('payoutPaid') },
    });
    // The same event again, and an older one late: nothing more moves.
    expect((await deliver('payout.processed', payoutId)).body.message).toBe(said('payoutNothingNew'));
    const mine = (await api.ok('clipperWallet', { token: clipper.token })).data.withdrawals.find((w) => w._id === id);
    expect(mine).toMatchObject({ status: 'paid', reference: utr, payoutState: 'processed' });
    expect(await walletOf(api, clipper.user._id)).toBe(before - 25_000);
    expect(creates(id)).toHaveLength(1);
  });

  it('tells the clipper live when a payout is paid or returned', async () => {
    const clipper = await clipperPaidBefore(600, 'live@okaxis');
    const response = await api.app.request('/api/events', { headers: { Authorization: `Bearer ${clipper.token}` } });
    const stream = readLiveStream(response);
    try {
      await stream.ready();
      const paid = (await withdraw(clipper, 120, 'live@okaxis')).withdrawal;
      const paidId = processed(paid._id);
      await deliver('payout.processed', paidId);
      const heard = await stream.next((event) =>
        event.type === 'change' ? event.notices.some((n) => n.key === `withdrawal:${paid._id}:paid`) : false,
      );
      expect(heard.event.type === 'change' ? heard.event.notices.map((n) => n.text) : []).toContain(
        said('withdrawalPaidNotice', { amount: '₹120.00', utr: fake.payout(paidId).utr ?? '' }),
      );
      const returned = (await withdraw(clipper, 130, 'live@okaxis')).withdrawal;
      const returnedId = fake.payouts().find((p) => p.reference_id === returned._id)?.id ?? '';
      fake.advance(returnedId, 'failed', { description: 'Beneficiary bank is offline.' });
      await deliver('payout.failed', returnedId);
      const back = await stream.next((event) =>
        event.type === 'change' ? event.notices.some((n) => n.key === `withdrawal:${returned._id}:returned`) : false,
      );
      expect(back.event.type === 'change' ? back.event.notices.map((n) => n.text) : []).toContain(
        said('withdrawalReturnedNotice', { amount: '₹130.00', reason: 'Beneficiary bank is offline.' }),
      );
    } finally {
      await stream.close();
    }
  });

  it('holds for an admin: above the limit, a UPI ID new to the clipper, and while paused', async () => {
    const clipper = await clipperPaidBefore(50_000, 'asha@okhdfc');
    expect((await withdraw(clipper, 10_000.01, 'asha@okhdfc')).withdrawal).toMatchObject({
      status: 'requested',
      holdReason: 'over_limit',
    });
    expect((await withdraw(clipper, 100, 'asha.new@ybl')).withdrawal).toMatchObject({
      status: 'requested',
      holdReason: 'new_upi',
    });
    const admin = await api.admin();
    await api.ok('updatePayoutPolicy', { token: admin.token, body: { autoLimit: 20_000, paused: true } });
    const paused = (await withdraw(clipper, 5_000, 'asha@okhdfc')).withdrawal;
    expect(paused).toMatchObject({ status: 'requested', holdReason: 'paused' });
    expect(creates(paused._id)).toHaveLength(0);
    // One more held by the pause, above the limit the admin lowers before resuming: still held, for that reason.
    const big = (await withdraw(clipper, 12_000, 'asha@okhdfc')).withdrawal;
    expect(big).toMatchObject({ status: 'requested', holdReason: 'paused' });
    // Resuming sends what the pause held, as the policy now says, on the scheduler's next run.
    await api.ok('updatePayoutPolicy', { token: admin.token, body: { autoLimit: 10_000, paused: false } });
    expect((await rowOf(paused._id)).status).toBe('sending');
    expect(await rowOf(big._id)).toMatchObject({ status: 'requested', holdReason: 'over_limit' });
    await api.runScheduler(new Date());
    expect(creates(paused._id)).toHaveLength(1);
    const stats = (await api.ok('adminStats', { token: admin.token })).data;
    expect(stats.sendingWithdrawalsCount).toBe(
      (await api.db.select().from(withdrawals).where(eq(withdrawals.status, 'sending'))).length,
    );
    expect(stats.sendingWithdrawalsCount).toBeGreaterThan(0);
    const overview = (await api.ok('adminPayouts', { token: admin.token })).data;
    expect(overview.mode).toBe('razorpayx');
    expect(overview.policy).toEqual({ autoLimit: 1_000_000, paused: false });
    expect(overview.inFlight.map((w) => w._id)).toContain(paused._id);
  });

  it('returns a reversed payout to the wallet once, whatever order and how often the events arrive', async () => {
    const clipper = await clipperPaidBefore(300, 'vikram@oksbi');
    const before = await walletOf(api, clipper.user._id);
    const { withdrawal } = await withdraw(clipper, 200, 'vikram@oksbi');
    const payoutId = processed(withdrawal._id);
    await deliver('payout.processed', payoutId);
    fake.advance(payoutId, 'reversed', { reason: 'beneficiary_account_closed' });
    expect((await deliver('payout.reversed', payoutId)).body.message).toBe(said('payoutReturned'));
    expect((await deliver('payout.reversed', payoutId)).body.message).toBe(said('payoutNothingNew'));
    expect(await walletOf(api, clipper.user._id)).toBe(before);
    const mine = (await api.ok('clipperWallet', { token: clipper.token })).data.withdrawals[0];
    expect(mine).toMatchObject({ _id: withdrawal._id, status: 'returned', payoutState: 'reversed' });
    // Emailed once each: paid, then returned.
    const emails = await api.db
      .select({ kind: emailOutbox.kind, subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.eventKey, withdrawal._id));
    expect(emails.map((e) => e.kind).sort()).toEqual(['withdrawal_paid', 'withdrawal_returned']);
    expect(mine?.returnReason).toEqual(expect.any(String));
    // A reason the catalogue does not know is kept as the provider wrote it.
    expect(mine?.returnReasonSaid?.values.why).toBe('other');
    expect(await balanceOf(api.db, accountKeys.withdrawalsInFlight)).toBeGreaterThanOrEqual(0);
  });

  it('a failed payout that arrives after a duplicated early event returns the money once; a late processed changes nothing', async () => {
    const clipper = await clipperPaidBefore(300, 'meena@okicici');
    const before = await walletOf(api, clipper.user._id);
    const { withdrawal } = await withdraw(clipper, 150, 'meena@okicici');
    const payout = fake.payouts().find((p) => p.reference_id === withdrawal._id);
    if (!payout) throw new Error('no payout');
    const early = fake.webhookBody('payout.initiated', payout.id);
    fake.advance(payout.id, 'failed', { reason: 'bank_offline' });
    expect((await deliver('payout.failed', payout.id)).body.message).toBe(said('payoutReturned'));
    // The earlier event arrives late, twice: a failed payout stays failed.
    for (let i = 0; i < 2; i++) {
      const res = await api.raw('POST', '/api/payouts/webhook', { rawBody: early.rawBody, headers: early.headers });
      expect(res.json).toEqual({ message: said('payoutNothingNew') });
    }
    expect(await walletOf(api, clipper.user._id)).toBe(before);
    expect((await rowOf(withdrawal._id)).status).toBe('returned');
  });

  it('keeps a documented reason as its catalogue words, so the clipper reads it in their language', async () => {
    const clipper = await clipperPaidBefore(300, 'neha@okhdfc');
    const { withdrawal } = await withdraw(clipper, 120, 'neha@okhdfc');
    const payout = fake.payouts().find((p) => p.reference_id === withdrawal._id);
    if (!payout) throw new Error('no payout');
    fake.advance(payout.id, 'failed');
    expect((await deliver('payout.failed', payout.id)).body.message).toBe(said('payoutReturned'));
    const mine = (await api.ok('clipperWallet', { token: clipper.token })).data.withdrawals[0];
    expect(mine?.returnReason).toBe('Beneficiary bank systems are offline. Please retry after 30 min.');
    expect(mine?.returnReasonSaid).toEqual({
      code: 'ledger.payoutReason',
      values: { why: 'bankOffline', reason: mine?.returnReason, status: 'failed' },
    });
    const [line] = (await api.ok('clipperWallet', { token: clipper.token })).data.transactions;
    expect(line?.description).toBe(
      'Withdrawal to UPI neha@okhdfc returned (failed: Beneficiary bank systems are offline. Please retry after 30 min.); amount back in wallet',
    );
  });

  it('keeps a payout scheduled in RazorpayX’s dashboard on its way, then pays it once processed', async () => {
    const clipper = await clipperPaidBefore(300, 'sched@okaxis');
    const { withdrawal } = await withdraw(clipper, 140, 'sched@okaxis');
    const payout = fake.payouts().find((p) => p.reference_id === withdrawal._id);
    if (!payout) throw new Error('no payout');
    // RazorpayX's own body for the payout, its status set to scheduled (a state we never ask for), signed as it signs.
    const body = JSON.parse(fake.webhookBody('payout.updated', payout.id).rawBody) as {
      payload: { payout: { entity: { status: string } } };
    };
    body.payload.payout.entity.status = 'scheduled';
    const rawBody = JSON.stringify(body);
    const res = await api.raw('POST', '/api/payouts/webhook', {
      rawBody,
      headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': hmacHex(fake.webhookSecret, rawBody) },
    });
    expect([res.status, res.json]).toEqual([200, { message: said('payoutNothingNew') }]);
    expect(await rowOf(withdrawal._id)).toMatchObject({ status: 'sending', payoutState: 'processing' });
    await deliver('payout.processed', processed(withdrawal._id));
    expect((await rowOf(withdrawal._id)).status).toBe('paid');
  });

  it('retries a create that failed or lost its answer with the same key, and pays once', async () => {
    const clipper = await clipperPaidBefore(500, 'kiran@okaxis');
    fake.failNext(1, 503);
    const failed = (await withdraw(clipper, 120, 'kiran@okaxis')).withdrawal;
    expect(failed.status).toBe('sending');
    expect(await rowOf(failed._id)).toMatchObject({ attempts: 1, payoutId: null });
    // The answer of an accepted create is lost on the way back.
    fake.acceptButDropNext();
    const dropped = (await withdraw(clipper, 130, 'kiran@okaxis')).withdrawal;
    expect(dropped.status).toBe('sending');
    expect(fake.payouts().filter((p) => p.reference_id === dropped._id)).toHaveLength(1);
    expect((await rowOf(dropped._id)).payoutId).toBeNull();

    await api.runScheduler(new Date());
    for (const id of [failed._id, dropped._id]) {
      const row = await rowOf(id);
      expect(row.payoutId).not.toBeNull();
      expect(new Set(creates(id).map((c) => c.idempotencyKey))).toEqual(new Set([row.payoutKey]));
      expect(fake.payouts().filter((p) => p.reference_id === id)).toHaveLength(1);
    }
    expect(creates(dropped._id)).toHaveLength(2);
  });

  it('puts a refused payout back in the admin queue with the reason, and the admin can reject it', async () => {
    const clipper = await clipperPaidBefore(300, 'refused@okaxis');
    const before = await walletOf(api, clipper.user._id);
    // An amount RazorpayX refuses: under ₹1 is impossible here (the minimum), so refuse with a bad key instead.
    const other = await startTestApi({
      payouts: { mode: 'razorpayx', razorpayx: { ...fake.settings, keySecret: 'wrong-secret' } },
    });
    try {
      const otherClipper = await other.signup('user');
      await fundWallet(other, otherClipper.user._id, 50);
      const first = await other.ok(
        'withdraw',
        { token: otherClipper.token, body: { amount: 20, upiId: 'x@okaxis' } },
        201,
      );
      const admin = await other.admin();
      const sent = await other.ok('payWithdrawal', {
        token: admin.token,
        params: { id: first.withdrawal._id },
        body: {},
      });
      expect(sent.withdrawal).toMatchObject({ status: 'requested', holdReason: 'send_failed' });
      expect(sent.withdrawal.returnReason).toEqual(expect.any(String));
      await other.ok('rejectWithdrawal', { token: admin.token, params: { id: first.withdrawal._id }, body: {} });
      expect(await walletOf(other, otherClipper.user._id)).toBe(5_000);
      await other.expectLedgerSound();
    } finally {
      await other.close();
    }
    expect(await walletOf(api, clipper.user._id)).toBe(before);
  });

  it('reads a payout still not final after 10 minutes from RazorpayX and applies it', async () => {
    const clipper = await clipperPaidBefore(300, 'recon@okaxis');
    const { withdrawal } = await withdraw(clipper, 110, 'recon@okaxis');
    const payoutId = processed(withdrawal._id);
    // No webhook: the scheduler before 10 minutes leaves it, after reads it.
    await api.runScheduler(new Date(Date.now() + 60_000));
    expect((await rowOf(withdrawal._id)).status).toBe('sending');
    await api.runScheduler(new Date(Date.now() + RECONCILE_AFTER_MS + 60_000));
    expect(await rowOf(withdrawal._id)).toMatchObject({ status: 'paid', reference: fake.payout(payoutId).utr });
  });

  it('refuses a withdrawal under the minimum and a webhook with a bad signature, changing nothing', async () => {
    const clipper = await api.signup('user');
    await fundWallet(api, clipper.user._id, 500);
    const res = await api.call('withdraw', { token: clipper.token, body: { amount: 99.99, upiId: 'min@okaxis' } });
    expect([res.status, res.json]).toEqual([
      422,
      { message: said('minimumWithdrawal', { minimum: '₹100.00' }), code: 'minimumWithdrawal' },
    ]);
    expect(await walletOf(api, clipper.user._id)).toBe(50_000);
    const bad = await api.raw('POST', '/api/payouts/webhook', {
      rawBody: JSON.stringify({ event: 'payout.processed' }),
      headers: { 'X-Razorpay-Signature': 'a'.repeat(64) },
    });
    expect([bad.status, bad.json]).toEqual([
      400,
      { message: 'Invalid webhook signature.', code: 'invalidWebhookSignature' },
    ]);
  });

  it("asks RazorpayX whose UPI ID it is, and keeps the clipper's saved UPI IDs", async () => {
    fake.vpaNames.set('ravi.kumar@okaxis', 'RAVI KUMAR');
    fake.vpaNames.set('nobody@okaxis', null);
    const clipper = await api.signup('user');
    const valid = await api.ok('validateUpiId', { token: clipper.token, body: { upiId: 'ravi.kumar@okaxis' } });
    expect(valid).toEqual({
      upiId: 'ravi.kumar@okaxis',
      verdict: 'valid',
      registeredName: 'RAVI KUMAR',
      message: said('payToName', { name: 'RAVI KUMAR', upiId: 'ravi.kumar@okaxis' }),
    });
    const invalid = await api.ok('validateUpiId', { token: clipper.token, body: { upiId: 'nobody@okaxis' } });
    expect(invalid).toMatchObject({
      verdict: 'invalid',
      message: said('upiIdNotFound'),
    });
    fake.setValidationAvailable(false);
    const unavailable = await api.ok('validateUpiId', { token: clipper.token, body: { upiId: 'x@okaxis' } });
    expect(unavailable.verdict).toBe('unavailable');
    fake.setValidationAvailable(true);
    const saved = await api.ok('savedUpiIds', { token: clipper.token });
    expect(saved.upiIds).toEqual([
      expect.objectContaining({ address: 'ravi.kumar@okaxis', registeredName: 'RAVI KUMAR', paidBefore: false }),
    ]);
  });

  it('gives a yearly statement whose figures are the ledger’s', async () => {
    const clipper = await clipperPaidBefore(400, 'stmt@okaxis');
    const { withdrawal } = await withdraw(clipper, 150, 'stmt@okaxis');
    const payoutId = processed(withdrawal._id);
    await deliver('payout.processed', payoutId);
    const year =
      new Date(Date.now() + 330 * 60_000).getUTCMonth() < 3
        ? new Date().getUTCFullYear() - 1
        : new Date().getUTCFullYear();
    const res = await api.raw('GET', `/api/wallet/statement.csv?year=${year}`, { token: clipper.token });
    expect(res.status).toBe(200);
    const lines = String(res.json).trim().split('\r\n');
    expect(lines[0]).toBe('Date,Type,Description,Amount (₹),Platform fee (₹),UTR');
    const amounts = lines.slice(1).map((line) => line.split(','));
    const total = amounts.reduce((sum, f) => sum + Math.round(Number(f.at(-3)) * 100), 0);
    expect(total).toBe(await walletOf(api, clipper.user._id));
    const utrs = amounts.map((f) => f.at(-1)).filter((u) => u);
    expect(utrs).toContain(fake.payout(payoutId).utr);
  });
});
