import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders } from '../../src/server/db/wallet-schema';
import { accountKeys, balanceOf } from '../../src/server/ledger/accounts';
import { startFakeRazorpay, type FakeRazorpay } from '../support/fake-razorpay';
import { auditLedgerAfterEach, startTestApi, type TestApi } from './harness';

// Razorpay mode against a local stand-in of its API: verify credits a top-up only once the provider says
// the payment is captured, for the order's amount (docs/product.md#payments).
const settings = { keyId: 'rzp_test_fake', keySecret: 'fake-key-secret', webhookSecret: 'fake-webhook-secret' };
let api: TestApi;
let razorpay: FakeRazorpay;
beforeAll(async () => {
  razorpay = await startFakeRazorpay(settings);
  api = await startTestApi({ razorpay: { ...settings, apiBaseUrl: razorpay.url } });
});
afterAll(async () => {
  await api.close();
  await razorpay.close();
});
auditLedgerAfterEach(() => api);

const NOT_CAPTURED =
  'This payment is not complete yet (the provider has not captured it). Your wallet is credited as soon as it is.';
const MISMATCH = 'This payment does not match its order (order, amount or currency differ).';

type Creator = Awaited<ReturnType<TestApi['signup']>>;
const walletOf = (c: Creator) => balanceOf(api.db, accountKeys.wallet(c.user._id));
const orderRow = async (id: string) => (await api.db.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0];

async function order(c: Creator, rupees: number) {
  return (await api.ok('topup', { token: c.token, body: { amount: rupees } }, 201)).order;
}
const verify = (c: Creator, body: unknown) => api.call('verifyPayment', { token: c.token, body });
const fetchesOf = (paymentId: string) =>
  razorpay.calls.filter((call) => call === `GET /v1/payments/${paymentId}`).length;

describe('top-up in Razorpay mode', () => {
  it('creates the order at the provider and credits a captured payment after asking the provider', async () => {
    const c = await api.signup('creator');
    const o = await order(c, 500);
    expect(o.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(razorpay.orders.get(o.id)).toMatchObject({ amount: 50000, currency: 'INR', status: 'created' });
    const handoff = razorpay.pay(o.id);
    const res = await verify(c, handoff);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'Top-up successful!', balance: 500 });
    expect(fetchesOf(handoff.razorpay_payment_id)).toBe(1);
    // A replay is answered from the paid order, without asking again.
    expect((await verify(c, handoff)).json).toEqual({ message: 'Top-up successful!', balance: 500 });
    expect(fetchesOf(handoff.razorpay_payment_id)).toBe(1);
    expect(await walletOf(c)).toBe(50000);
  });

  it('refuses an authorized (not captured) payment with 409 and credits nothing; its payment.captured webhook then credits it once', async () => {
    const c = await api.signup('creator');
    const o = await order(c, 250);
    const handoff = razorpay.pay(o.id, { status: 'authorized' });
    const refused = await verify(c, handoff);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ message: NOT_CAPTURED, code: 'paymentNotCaptured' });
    expect(await walletOf(c)).toBe(0);
    expect((await orderRow(o.id))?.status).toBe('created');

    const captured = razorpay.capture(handoff.razorpay_payment_id);
    const event = razorpay.webhook('payment.captured', { payment: { entity: captured } });
    const hook = await api.raw('POST', '/api/wallet/webhook', event);
    expect(hook.status).toBe(200);
    expect(hook.json).toEqual({ message: 'Payment credited.' });
    expect(await walletOf(c)).toBe(25000);
    // Verify after the webhook: the same payment, credited once.
    expect((await verify(c, handoff)).json).toEqual({ message: 'Top-up successful!', balance: 250 });
    expect((await api.raw('POST', '/api/wallet/webhook', event)).json).toEqual({
      message: 'Payment already credited.',
    });
    expect(await walletOf(c)).toBe(25000);
  });

  it('refuses a captured payment of another amount (400) and credits nothing', async () => {
    const c = await api.signup('creator');
    const o = await order(c, 1000);
    const handoff = razorpay.pay(o.id, { amount: 100 });
    const refused = await verify(c, handoff);
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ message: MISMATCH, code: 'paymentMismatch' });
    expect(await walletOf(c)).toBe(0);
    expect((await orderRow(o.id))?.status).toBe('created');
  });

  it('refuses a payment of another order, even signed for this one (400)', async () => {
    const c = await api.signup('creator');
    const cheap = await order(c, 1);
    const dear = await order(c, 900);
    const paid = razorpay.pay(cheap.id);
    // Signed for the dear order, as a leaked key secret could sign it: the provider still says which order it paid.
    const signature = createHmac('sha256', settings.keySecret)
      .update(`${dear.id}|${paid.razorpay_payment_id}`)
      .digest('hex');
    const refused = await verify(c, {
      razorpay_order_id: dear.id,
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_signature: signature,
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ message: MISMATCH, code: 'paymentMismatch' });
    expect(await walletOf(c)).toBe(0);
  });

  it('refuses a payment already refunded in full (409)', async () => {
    const c = await api.signup('creator');
    const o = await order(c, 40);
    const handoff = razorpay.pay(o.id);
    razorpay.refund(handoff.razorpay_payment_id, 4000);
    const refused = await verify(c, handoff);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ message: NOT_CAPTURED, code: 'paymentNotCaptured' });
    expect(await walletOf(c)).toBe(0);
  });

  it('answers 502 when the provider cannot say, crediting nothing; the same verify later succeeds', async () => {
    const c = await api.signup('creator');
    const o = await order(c, 60);
    const handoff = razorpay.pay(o.id);
    razorpay.setOutage(503);
    try {
      const down = await verify(c, handoff);
      expect(down.status).toBe(502);
      expect(down.json).toEqual({
        message: 'The payment provider could not confirm the payment. Please try again in a minute.',
        code: 'paymentNotConfirmed',
      });
    } finally {
      razorpay.setOutage(null);
    }
    expect(await walletOf(c)).toBe(0);
    expect((await verify(c, handoff)).json).toEqual({ message: 'Top-up successful!', balance: 60 });
  });

  it('checks the signature before asking the provider: a forged one is 400 with no provider call', async () => {
    const c = await api.signup('creator');
    const o = await order(c, 10);
    const handoff = razorpay.pay(o.id);
    const forged = await verify(c, { ...handoff, razorpay_signature: 'ab'.repeat(32) });
    expect(forged.status).toBe(400);
    expect(forged.json).toEqual({ message: 'Payment verification failed.', code: 'paymentVerificationFailed' });
    expect(fetchesOf(handoff.razorpay_payment_id)).toBe(0);
  });
});
