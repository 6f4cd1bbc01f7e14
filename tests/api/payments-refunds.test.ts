import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../../src/server/db/payment-events-schema';
import { accountKeys, balanceOf } from '../../src/server/ledger/accounts';
import { startFakeRazorpay, type FakeRazorpay } from '../support/fake-razorpay';
import { campaignBody, createCampaign } from './campaign-fixtures';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

// Refund and dispute webhooks, as Razorpay posts them (docs/product.md#payments): recorded once per refund or
// dispute; a processed refund or a lost dispute takes the money back from the creator's wallet as far as its
// balance allows and flags the rest; the admin lists them.
const settings = { keyId: 'rzp_test_fake', keySecret: 'fake-key-secret', webhookSecret: 'fake-webhook-secret' };
let api: TestApi;
let razorpay: FakeRazorpay;
let admin: Awaited<ReturnType<TestApi['admin']>>;
beforeAll(async () => {
  razorpay = await startFakeRazorpay(settings);
  api = await startTestApi({ razorpay: { ...settings, apiBaseUrl: razorpay.url } });
  admin = await api.admin();
});
afterAll(async () => {
  await api.close();
  await razorpay.close();
});
auditLedgerAfterEach(() => api);

type Creator = Awaited<ReturnType<TestApi['signup']>>;
const walletOf = (c: Creator) => balanceOf(api.db, accountKeys.wallet(c.user._id));
const post = (hook: { rawBody: string; headers: Record<string, string> }) =>
  api.raw('POST', '/api/wallet/webhook', hook);
const eventRow = async (ref: string) =>
  (await api.db.select().from(paymentEvents).where(eq(paymentEvents.providerRef, ref)))[0];

/** A creator who topped up `rupees` through the provider; returns the payment id too. */
async function toppedUp(rupees: number) {
  const c = await api.signup('creator');
  const { order } = await api.ok('topup', { token: c.token, body: { amount: rupees } }, 201);
  const handoff = razorpay.pay(order.id);
  await api.ok('verifyPayment', { token: c.token, body: handoff });
  return { c, paymentId: handoff.razorpay_payment_id, orderId: order.id };
}

function refundHook(
  event: 'refund.created' | 'refund.processed' | 'refund.failed',
  paymentId: string,
  refund: { entity: { id: string; amount: number } },
) {
  return razorpay.webhook(event, { refund, payment: razorpay.paymentEntity(paymentId) });
}
function disputeHook(event: string, paymentId: string, dispute: { entity: { id: string } }, status: string) {
  return razorpay.webhook(event, {
    payment: razorpay.paymentEntity(paymentId),
    dispute: { entity: { ...dispute.entity, status } },
  });
}
async function walletLines(c: Creator) {
  return (await api.ok('creatorWallet', { token: c.token })).data.transactions.map((t) => [t.type, t.amount]);
}

describe('refund webhooks', () => {
  it('a processed refund debits the creator wallet by the refunded amount when it has the balance', async () => {
    const { c, paymentId, orderId } = await toppedUp(500);
    const refund = razorpay.refund(paymentId, 20000);
    const res = await post(refundHook('refund.processed', paymentId, refund));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'Refund settled.' });
    expect(await walletOf(c)).toBe(30000);
    expect(await eventRow(refund.entity.id)).toMatchObject({
      kind: 'refund',
      status: 'processed',
      amount: 20000,
      recovered: 20000,
      unrecovered: 0,
      orderId,
      userId: c.user._id,
    });
    expect(await walletLines(c)).toEqual([
      ['payment_refund', -20000],
      ['topup', 50000],
    ]);
  });

  it('with too little balance takes what the wallet holds and flags the rest as unrecovered', async () => {
    const { c, paymentId } = await toppedUp(500);
    // ₹400 of the ₹500 went into a campaign's escrow: only ₹100 is left in the wallet.
    await createCampaign(api, c, { totalBudget: 400 });
    const refund = razorpay.refund(paymentId, 50000);
    const res = await post(refundHook('refund.processed', paymentId, refund));
    expect(res.json).toEqual({ message: 'Refund settled: 40000 paise not recovered, flagged for the admin.' });
    expect(await walletOf(c)).toBe(0);
    expect(await eventRow(refund.entity.id)).toMatchObject({ recovered: 10000, unrecovered: 40000 });

    const listed = await api.ok('adminPaymentEvents', { token: admin.token, query: { kind: 'refund' } });
    const row = listed.data.events.find((e) => e.providerRef === refund.entity.id);
    expect(row).toMatchObject({
      kind: 'refund',
      paymentId,
      status: 'processed',
      amount: 50000,
      recovered: 10000,
      unrecovered: 40000,
    });
    expect(row?.creator).toEqual({ _id: c.user._id, name: c.user.name, email: c.email });
  });

  it('a refund racing a campaign for the same wallet money takes only what is left, and the ledger stays whole', async () => {
    const { c, paymentId } = await toppedUp(500);
    const refund = razorpay.refund(paymentId, 50000);
    const [hook, created] = await Promise.all([
      post(refundHook('refund.processed', paymentId, refund)),
      api.call('createCampaign', { token: c.token, body: campaignBody({ totalBudget: 400 }) }),
    ]);
    expect(hook.status).toBe(200);
    const row = await eventRow(refund.entity.id);
    const escrowed = created.status === 201 ? 40000 : 0;
    if (created.status !== 201) expect(created.status).toBe(422);
    // Whichever came first, the refund took exactly what the campaign left in the wallet.
    expect(row).toMatchObject({ recovered: 50000 - escrowed, unrecovered: escrowed });
    expect(await walletOf(c)).toBe(0);
  });

  it('a replayed refund event (same body, any event id, many at once) records and moves money once', async () => {
    const { c, paymentId } = await toppedUp(300);
    const refund = razorpay.refund(paymentId, 10000);
    const hook = refundHook('refund.processed', paymentId, refund);
    const first = await post(hook);
    expect(first.json).toEqual({ message: 'Refund settled.' });
    const again = await post({ ...hook, headers: { ...hook.headers, 'X-Razorpay-Event-Id': 'another-event-id' } });
    expect(again.json).toEqual({ message: 'Refund already settled.' });
    const burst = await Promise.all(Array.from({ length: 6 }, () => post(hook)));
    expect(burst.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(await walletOf(c)).toBe(20000);
    expect(
      await api.db.select().from(paymentEvents).where(eq(paymentEvents.providerRef, refund.entity.id)),
    ).toHaveLength(1);
    expect((await walletLines(c)).filter(([type]) => type === 'payment_refund')).toEqual([['payment_refund', -10000]]);
  });

  it('refund.created records the refund as created and moves nothing; refund.processed then settles it', async () => {
    const { c, paymentId } = await toppedUp(100);
    const refund = razorpay.refund(paymentId, 10000);
    expect((await post(refundHook('refund.created', paymentId, refund))).json).toEqual({ message: 'Refund recorded.' });
    expect(await walletOf(c)).toBe(10000);
    expect(await eventRow(refund.entity.id)).toMatchObject({
      status: 'created',
      recovered: 0,
      unrecovered: 0,
      settledAt: null,
    });
    expect((await post(refundHook('refund.processed', paymentId, refund))).json).toEqual({
      message: 'Refund settled.',
    });
    expect(await walletOf(c)).toBe(0);
    // A late refund.created does not reopen it.
    expect((await post(refundHook('refund.created', paymentId, refund))).json).toEqual({
      message: 'Refund already settled.',
    });
    expect((await eventRow(refund.entity.id))?.status).toBe('processed');
  });

  it('never takes back more than the payment credited, over several refunds', async () => {
    const { c, paymentId } = await toppedUp(100);
    const first = razorpay.refund(paymentId, 6000);
    const second = razorpay.refund(paymentId, 6000);
    await post(refundHook('refund.processed', paymentId, first));
    await post(refundHook('refund.processed', paymentId, second));
    expect(await eventRow(second.entity.id)).toMatchObject({ recovered: 4000, unrecovered: 0 });
    expect(await walletOf(c)).toBe(0);
  });

  it('records a refund of a payment no wallet was credited with (an auto-refund of an uncaptured payment), moving nothing', async () => {
    const c = await api.signup('creator');
    const { order } = await api.ok('topup', { token: c.token, body: { amount: 70 } }, 201);
    const handoff = razorpay.pay(order.id, { status: 'authorized' });
    const refund = razorpay.refund(handoff.razorpay_payment_id, 7000);
    const res = await post(refundHook('refund.processed', handoff.razorpay_payment_id, refund));
    expect(res.json).toEqual({ message: 'Refund recorded: the payment credited no wallet.' });
    expect(await eventRow(refund.entity.id)).toMatchObject({
      recovered: 0,
      unrecovered: 0,
      orderId: null,
      userId: null,
    });
    expect(await walletOf(c)).toBe(0);
  });

  it('refuses a refund event with a bad signature (400) or without its refund entity (400), recording nothing', async () => {
    const { c, paymentId } = await toppedUp(50);
    const refund = razorpay.refund(paymentId, 5000);
    const hook = refundHook('refund.processed', paymentId, refund);
    const forged = await post({ ...hook, headers: { ...hook.headers, 'X-Razorpay-Signature': '0'.repeat(64) } });
    expect(forged.status).toBe(400);
    expect(forged.json).toEqual({ message: 'Invalid webhook signature.', code: 'invalidWebhookSignature' });
    const bare = await post(razorpay.webhook('refund.processed', { payment: razorpay.paymentEntity(paymentId) }));
    expect(bare.status).toBe(400);
    expect(bare.json).toEqual({ message: 'The refund.processed event names no refund', code: 'eventNamesNoRefund' });
    expect(await eventRow(refund.entity.id)).toBeUndefined();
    expect(await walletOf(c)).toBe(5000);
  });

  it('refuses a later event of a refund that names another payment (400), so no other creator is debited against it', async () => {
    const first = await toppedUp(50);
    const second = await toppedUp(80);
    const refund = razorpay.refund(first.paymentId, 5000);
    await post(refundHook('refund.created', first.paymentId, refund));
    const moved = await post(
      refundHook('refund.processed', second.paymentId, {
        entity: { ...razorpay.refund(second.paymentId, 5000).entity, id: refund.entity.id },
      }),
    );
    expect(moved.status).toBe(400);
    expect(moved.json).toEqual({
      message: `The refund ${refund.entity.id} belongs to another payment.`,
      code: 'refundOfAnotherPayment',
    });
    expect(await eventRow(refund.entity.id)).toMatchObject({
      paymentId: first.paymentId,
      recovered: 0,
      settledAt: null,
    });
    expect(await walletOf(first.c)).toBe(5000);
    expect(await walletOf(second.c)).toBe(8000);
  });

  it('refuses a refund above the money cap (400 naming the amount), so the admin list can always show what was recorded', async () => {
    const { c, paymentId } = await toppedUp(50);
    const refund = razorpay.refund(paymentId, 5000);
    const huge = { entity: { ...refund.entity, amount: 1_000_000_000_01 } };
    const res = await post(refundHook('refund.created', paymentId, huge));
    expect(res.status).toBe(400);
    expect((res.json as { message: string }).message).toMatch(
      /^Webhook body is not a payment event: payload.refund.entity.amount: /,
    );
    expect(await eventRow(refund.entity.id)).toBeUndefined();
    expect((await api.call('adminPaymentEvents', { token: admin.token })).status).toBe(200);
    expect(await walletOf(c)).toBe(5000);
  });
});

describe('dispute webhooks', () => {
  it('a dispute is recorded open, then won: no money moves', async () => {
    const { c, paymentId } = await toppedUp(200);
    const dispute = razorpay.dispute(paymentId, 20000);
    expect((await post(disputeHook('payment.dispute.created', paymentId, dispute, 'open'))).json).toEqual({
      message: 'Dispute recorded.',
    });
    expect(await eventRow(dispute.entity.id)).toMatchObject({
      kind: 'dispute',
      status: 'open',
      amount: 20000,
      recovered: 0,
    });
    expect((await post(disputeHook('payment.dispute.won', paymentId, dispute, 'won'))).json).toEqual({
      message: 'Dispute recorded.',
    });
    expect(await eventRow(dispute.entity.id)).toMatchObject({ status: 'won', recovered: 0, unrecovered: 0 });
    expect(await walletOf(c)).toBe(20000);
  });

  it('a lost dispute is taken back like a refund of the disputed amount, once', async () => {
    const { c, paymentId } = await toppedUp(200);
    await createCampaign(api, c, { totalBudget: 150 });
    const dispute = razorpay.dispute(paymentId, 20000);
    await post(disputeHook('payment.dispute.created', paymentId, dispute, 'open'));
    const lost = disputeHook('payment.dispute.lost', paymentId, dispute, 'lost');
    expect((await post(lost)).json).toEqual({
      message: 'Dispute settled: 15000 paise not recovered, flagged for the admin.',
    });
    expect((await post(lost)).json).toEqual({ message: 'Dispute already settled.' });
    expect(await eventRow(dispute.entity.id)).toMatchObject({ status: 'lost', recovered: 5000, unrecovered: 15000 });
    expect(await walletOf(c)).toBe(0);
    expect((await walletLines(c))[0]).toEqual(['dispute_lost', -5000]);
  });
});

describe('GET /api/admin/payment-events', () => {
  it('is for the admin only', async () => {
    expect((await api.call('adminPaymentEvents')).status).toBe(401);
    const creator = await api.signup('creator');
    expect((await api.call('adminPaymentEvents', { token: creator.token })).status).toBe(403);
    const clipper = await api.signup('user');
    expect((await api.call('adminPaymentEvents', { token: clipper.token })).status).toBe(403);
  });

  it('pages newest first and filters by kind', async () => {
    const { paymentId } = await toppedUp(100);
    const refunds = [razorpay.refund(paymentId, 100), razorpay.refund(paymentId, 200), razorpay.refund(paymentId, 300)];
    for (const refund of refunds) await post(refundHook('refund.created', paymentId, refund));
    const dispute = razorpay.dispute(paymentId, 400);
    await post(disputeHook('payment.dispute.created', paymentId, dispute, 'open'));

    const first = await api.ok('adminPaymentEvents', { token: admin.token, query: { limit: '2' } });
    expect(first.data.events.map((e) => e.providerRef)).toEqual([dispute.entity.id, refunds[2]?.entity.id]);
    expect(first.data.nextCursor).not.toBeNull();
    const second = await api.ok('adminPaymentEvents', {
      token: admin.token,
      query: { limit: '2', cursor: first.data.nextCursor ?? '' },
    });
    expect(second.data.events.map((e) => e.providerRef)).toEqual([refunds[1]?.entity.id, refunds[0]?.entity.id]);

    const disputes = await api.ok('adminPaymentEvents', { token: admin.token, query: { kind: 'dispute' } });
    expect(disputes.data.events.every((e) => e.kind === 'dispute')).toBe(true);
    expect(disputes.data.events.map((e) => e.providerRef)).toContain(dispute.entity.id);
    const bad = await api.call('adminPaymentEvents', { token: admin.token, query: { kind: 'chargeback' } });
    expect(bad.status).toBe(400);
  });
});
