import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders } from '../../src/server/db/wallet-schema';
import { accountKeys, balanceOf } from '../../src/server/ledger/accounts';
import { hmacHex } from '../../src/server/payments/signature';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
afterEach(() => api.expectLedgerSound());

const SECRET = 'sandbox-test-secret'; // testConfig's sandbox secret: what Razorpay's key secret is in production
const sign = (orderId: string, paymentId: string) => hmacHex(SECRET, `${orderId}|${paymentId}`);
let paymentCounter = 0;
const newPaymentId = () => `pay_test${Date.now().toString(36)}${++paymentCounter}`;

type Creator = Awaited<ReturnType<TestApi['signup']>>;
const walletOf = (userId: string) => balanceOf(api.db, accountKeys.wallet(userId));

async function order(creator: Creator, rupees: number) {
  const res = await api.ok('topup', { token: creator.token, body: { amount: rupees } }, 201);
  return res.order;
}

/** A correctly signed verify body for `orderId`, as Razorpay's checkout would hand it over. */
function signedPayment(orderId: string, paymentId = newPaymentId()) {
  return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: sign(orderId, paymentId) };
}

/** How many top-up lines the creator's wallet history shows. */
async function topupCount(c: Creator) {
  const res = await api.ok('creatorWallet', { token: c.token });
  return res.data.transactions.filter((t) => t.type === 'topup').length;
}
const creator = (name?: string) => api.signup('creator', name);

function webhook(body: unknown, signature?: string) {
  const rawBody = JSON.stringify(body);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  headers['X-Razorpay-Signature'] = signature ?? hmacHex(SECRET, rawBody);
  return api.raw('POST', '/api/wallet/webhook', { rawBody, headers });
}
const capturedEvent = (orderId: string, paymentId: string, amountPaise = 50000) => ({
  entity: 'event',
  event: 'payment.captured',
  payload: {
    payment: { entity: { id: paymentId, order_id: orderId, amount: amountPaise, currency: 'INR', status: 'captured' } },
  },
});
const orderPaidEvent = (orderId: string, paymentId: string) => ({
  entity: 'event',
  event: 'order.paid',
  payload: {
    payment: { entity: { id: paymentId, order_id: orderId, status: 'captured' } },
    order: { entity: { id: orderId, status: 'paid' } },
  },
});

describe('GET /api/config', () => {
  it('tells the web app the sandbox key and the sandbox checkout script', async () => {
    const res = await api.ok('config');
    expect(res).toEqual({
      payments: {
        mode: 'sandbox',
        keyId: 'rzp_sandbox_clipmandi',
        checkoutScriptUrl: '/api/payments/sandbox/checkout.js',
      },
      // The tests' configuration pays withdrawals by hand, from ₹1 (testConfig).
      payouts: { mode: 'manual', minWithdrawal: 100 },
      accounts: { emailVerification: 'off' },
      campaigns: { platforms: ['youtube_shorts'] },
    });
  });
});

describe('sandbox checkout script', () => {
  it('is served as JavaScript that defines window.Razorpay, with no inline handlers or eval', async () => {
    const res = await api.app.request('/api/payments/sandbox/checkout.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    const script = await res.text();
    expect(script).toContain('window.Razorpay = Razorpay');
    expect(script).toContain("'Wallet Top-up'");
    expect(script).toContain("button('Pay'");
    expect(script).toContain("button('Cancel'");
    expect(script).not.toMatch(/\beval\s*\(|new Function|innerHTML|setAttribute\('on|\.onclick\s*=/);
  });
});

describe('POST /api/wallet/topup', () => {
  it('stores an order for the stored amount in paise and answers it in rupees', async () => {
    const c = await creator();
    const res = await api.call('topup', { token: c.token, body: { amount: 1234.5 } });
    expect(res.status).toBe(201);
    const body = res.json as { order: { id: string; amount: number; currency: string } };
    expect(body.order).toEqual({ id: expect.stringMatching(/^order_[0-9a-f]{20}$/), amount: 1234.5, currency: 'INR' });
    const [row] = await api.db.select().from(paymentOrders).where(eq(paymentOrders.id, body.order.id));
    expect(row).toMatchObject({ userId: c.user._id, amount: 123450, status: 'created', providerPaymentId: null });
  });

  it('refuses amounts that are not above 0 or have more than 2 decimals, without creating an order', async () => {
    const c = await creator();
    for (const amount of [0, -5, 'abc', null]) {
      const res = await api.call('topup', { token: c.token, body: { amount } });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ message: 'Please enter a valid amount greater than 0' });
    }
    for (const amount of [10.005, 1.0000000001, 1e-7]) {
      const decimals = await api.call('topup', { token: c.token, body: { amount } });
      expect(decimals.status).toBe(400);
      expect(decimals.json).toMatchObject({ message: 'Use at most 2 decimal places' });
    }
    expect(await api.db.select().from(paymentOrders).where(eq(paymentOrders.userId, c.user._id))).toEqual([]);
  });

  it('is for creators only: 401 without a session, 403 for clippers and admins', async () => {
    expect((await api.call('topup', { body: { amount: 10 } })).status).toBe(401);
    const clipper = await api.signup('user');
    const refused = await api.call('topup', { token: clipper.token, body: { amount: 10 } });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ message: 'Only campaign creators can top up a wallet.', code: 'creatorsTopUp' });
    const admin = await api.admin();
    expect((await api.call('topup', { token: admin.token, body: { amount: 10 } })).status).toBe(403);
  });
});

describe('POST /api/wallet/verify', () => {
  it('credits the stored order amount for a known-good signature', async () => {
    const c = await creator();
    const o = await order(c, 500);
    const res = await api.ok('verifyPayment', { token: c.token, body: signedPayment(o.id) });
    expect(res).toEqual({ message: 'Top-up successful!', balance: 50000 });
    expect(await walletOf(c.user._id)).toBe(50000);
    expect(await balanceOf(api.db, accountKeys.providerClearing)).toBeLessThanOrEqual(-50000);
    const [row] = await api.db.select().from(paymentOrders).where(eq(paymentOrders.id, o.id));
    expect(row?.status).toBe('paid');
  });

  it('refuses tampered signatures with 400, never a 500, and credits nothing', async () => {
    const c = await creator();
    const o = await order(c, 250);
    const good = signedPayment(o.id);
    const sig = good.razorpay_signature;
    const flipped = sig.slice(0, 10) + (sig[10] === 'a' ? 'b' : 'a') + sig.slice(11);
    const tampered = [
      flipped, // one character changed
      sig.slice(0, -1), // one character short
      `${sig}0`, // one character long
      sig.slice(0, 32), // half the length
      'z'.repeat(64), // right length, not hex
      `${sig.slice(0, 63)}g`, // not hex in the last place
      ' '.repeat(64),
      sign(o.id, 'pay_someoneelse'), // a real signature for another payment
      hmacHex('wrong-secret', `${o.id}|${good.razorpay_payment_id}`), // signed with another secret
    ];
    for (const razorpay_signature of tampered) {
      const res = await api.call('verifyPayment', { token: c.token, body: { ...good, razorpay_signature } });
      expect(res.status, razorpay_signature).toBe(400);
      expect(res.json).toEqual({ message: 'Payment verification failed.', code: 'paymentVerificationFailed' });
    }
    const otherPayment = await api.call('verifyPayment', {
      token: c.token,
      body: { ...good, razorpay_payment_id: 'pay_other' },
    });
    expect(otherPayment.status).toBe(400);
    expect(await walletOf(c.user._id)).toBe(0);
    // The good one still works afterwards: refusals changed nothing.
    expect(await api.ok('verifyPayment', { token: c.token, body: good })).toEqual({
      message: 'Top-up successful!',
      balance: 25000,
    });
  });

  it('refuses missing or malformed fields with 400 naming the field', async () => {
    const c = await creator();
    const o = await order(c, 10);
    const good = signedPayment(o.id);
    const missing = await api.call('verifyPayment', {
      token: c.token,
      body: { ...good, razorpay_signature: undefined },
    });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ message: 'razorpay_signature is required' });
    const wrongType = await api.call('verifyPayment', { token: c.token, body: { ...good, razorpay_payment_id: 42 } });
    expect(wrongType.status).toBe(400);
    const notJson = await api.raw('POST', '/api/wallet/verify', {
      token: c.token,
      rawBody: '{"razorpay_order_id":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(await walletOf(c.user._id)).toBe(0);
  });

  it('credits a replayed verify once and answers it the same way', async () => {
    const c = await creator();
    const o = await order(c, 300);
    const body = signedPayment(o.id);
    const first = await api.ok('verifyPayment', { token: c.token, body });
    const again = await api.ok('verifyPayment', { token: c.token, body });
    const third = await api.ok('verifyPayment', { token: c.token, body });
    expect(first).toEqual({ message: 'Top-up successful!', balance: 30000 });
    expect(again).toEqual(first);
    expect(third).toEqual(first);
    expect(await walletOf(c.user._id)).toBe(30000);
    expect(await topupCount(c)).toBe(1);
  });

  it('credits once when the same verify is sent 10 times at once', async () => {
    const c = await creator();
    const o = await order(c, 777.77);
    const body = signedPayment(o.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => api.call('verifyPayment', { token: c.token, body })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    for (const r of results) expect(r.json).toEqual({ message: 'Top-up successful!', balance: 777.77 });
    expect(await walletOf(c.user._id)).toBe(77777);
    expect(await topupCount(c)).toBe(1);
  });

  it("refuses another creator's order (403) and an unknown order (404), crediting nobody", async () => {
    const owner = await creator('Owner');
    const thief = await creator('Thief');
    const o = await order(owner, 100);
    const body = signedPayment(o.id);
    const refused = await api.call('verifyPayment', { token: thief.token, body });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ message: 'This payment order belongs to another account.', code: 'orderNotYours' });
    const unknown = await api.call('verifyPayment', {
      token: thief.token,
      body: signedPayment('order_doesnotexist0000'),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: 'Payment order not found.', code: 'orderNotFound' });
    expect(await walletOf(thief.user._id)).toBe(0);
    expect(await walletOf(owner.user._id)).toBe(0);
    // The owner can still complete it.
    expect((await api.ok('verifyPayment', { token: owner.token, body })).balance).toBe(10000);
  });

  it('refuses a second, different payment for an order that is already paid', async () => {
    const c = await creator();
    const o = await order(c, 40);
    await api.ok('verifyPayment', { token: c.token, body: signedPayment(o.id) });
    const second = await api.call('verifyPayment', { token: c.token, body: signedPayment(o.id) });
    expect(second.status).toBe(409);
    expect(second.json).toEqual({ message: 'This order has already been paid.', code: 'orderAlreadyPaid' });
    expect(await walletOf(c.user._id)).toBe(4000);
  });

  it('is for creators only', async () => {
    const clipper = await api.signup('user');
    expect((await api.call('verifyPayment', { token: clipper.token, body: signedPayment('order_x') })).status).toBe(
      403,
    );
    expect((await api.call('verifyPayment', { body: signedPayment('order_x') })).status).toBe(401);
  });
});

describe('POST /api/payments/sandbox/pay (the offline provider)', () => {
  it('signs a payment for an unpaid order and credits nothing by itself', async () => {
    const c = await creator();
    const o = await order(c, 60);
    const payment = await api.ok('sandboxPay', { body: { order_id: o.id } });
    expect(payment.razorpay_order_id).toBe(o.id);
    expect(payment.razorpay_payment_id).toMatch(/^pay_[0-9a-f]{20}$/);
    expect(payment.razorpay_signature).toBe(sign(o.id, payment.razorpay_payment_id));
    expect(await walletOf(c.user._id)).toBe(0);
    await api.ok('verifyPayment', { token: c.token, body: payment });
    expect(await walletOf(c.user._id)).toBe(6000);
  });

  it('refuses unknown orders (404) and paid ones (409)', async () => {
    const unknown = await api.call('sandboxPay', { body: { order_id: 'order_nope' } });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: 'Payment order not found.', code: 'orderNotFound' });
    const c = await creator();
    await api.topUp(c.token, 5);
    const [paid] = await api.db.select().from(paymentOrders).where(eq(paymentOrders.userId, c.user._id));
    const again = await api.call('sandboxPay', { body: { order_id: paid?.id } });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: 'This order has already been paid.', code: 'orderAlreadyPaid' });
    expect((await api.call('sandboxPay', { body: {} })).status).toBe(400);
  });

  it('the harness topUp goes through order, sandbox pay and verify', async () => {
    const c = await creator();
    expect(await api.topUp(c.token, 99.99)).toEqual({ message: 'Top-up successful!', balance: 9999 });
  });
});

describe('POST /api/wallet/webhook', () => {
  it('credits a payment.captured for an order whose browser never verified, once', async () => {
    const c = await creator();
    const o = await order(c, 500);
    const paymentId = newPaymentId();
    const first = await webhook(capturedEvent(o.id, paymentId));
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ message: 'Payment credited.' });
    const again = await webhook(capturedEvent(o.id, paymentId));
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ message: 'Payment already credited.' });
    expect(await walletOf(c.user._id)).toBe(50000);
  });

  it('credits the STORED order amount, whatever amount the event claims', async () => {
    const c = await creator();
    const o = await order(c, 20);
    await webhook(capturedEvent(o.id, newPaymentId(), 99_999_999));
    expect(await walletOf(c.user._id)).toBe(2000);
  });

  it('credits order.paid too', async () => {
    const c = await creator();
    const o = await order(c, 75);
    const res = await webhook(orderPaidEvent(o.id, newPaymentId()));
    expect(res.json).toEqual({ message: 'Payment credited.' });
    expect(await walletOf(c.user._id)).toBe(7500);
  });

  it('verify then webhook, and webhook then verify, credit one payment once', async () => {
    const c = await creator();
    const a = await order(c, 100);
    const aBody = signedPayment(a.id);
    await api.ok('verifyPayment', { token: c.token, body: aBody });
    expect((await webhook(capturedEvent(a.id, aBody.razorpay_payment_id))).json).toEqual({
      message: 'Payment already credited.',
    });
    expect((await webhook(orderPaidEvent(a.id, aBody.razorpay_payment_id))).json).toEqual({
      message: 'Payment already credited.',
    });

    const b = await order(c, 200);
    const bBody = signedPayment(b.id);
    expect((await webhook(orderPaidEvent(b.id, bBody.razorpay_payment_id))).json).toEqual({
      message: 'Payment credited.',
    });
    expect(await api.ok('verifyPayment', { token: c.token, body: bBody })).toEqual({
      message: 'Top-up successful!',
      balance: 30000,
    });
    expect(await walletOf(c.user._id)).toBe(30000);
    expect(await topupCount(c)).toBe(2);
  });

  it('verify and webhooks racing for one payment credit it once', async () => {
    const c = await creator();
    const o = await order(c, 123.45);
    const body = signedPayment(o.id);
    const results = await Promise.all([
      api.call('verifyPayment', { token: c.token, body }),
      webhook(capturedEvent(o.id, body.razorpay_payment_id)),
      api.call('verifyPayment', { token: c.token, body }),
      webhook(orderPaidEvent(o.id, body.razorpay_payment_id)),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await walletOf(c.user._id)).toBe(12345);
    expect(await topupCount(c)).toBe(1);
  });

  it('refuses a bad or missing signature with 400 and credits nothing', async () => {
    const c = await creator();
    const o = await order(c, 10);
    const event = capturedEvent(o.id, newPaymentId());
    const bad = await webhook(event, hmacHex('not-the-secret', JSON.stringify(event)));
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ message: 'Invalid webhook signature.', code: 'invalidWebhookSignature' });
    expect((await webhook(event, 'nothex')).status).toBe(400);
    const unsigned = await api.raw('POST', '/api/wallet/webhook', {
      rawBody: JSON.stringify(event),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    // The signature covers the exact bytes: the same JSON re-spaced is not the signed body.
    const signed = hmacHex(SECRET, JSON.stringify(event));
    const respaced = await api.raw('POST', '/api/wallet/webhook', {
      rawBody: JSON.stringify(event, null, 2),
      headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': signed },
    });
    expect(respaced.status).toBe(400);
    expect(await walletOf(c.user._id)).toBe(0);
  });

  it('acknowledges and ignores other events and unknown orders; refuses signed junk with 400', async () => {
    const ignored = await webhook({ entity: 'event', event: 'payment.failed', payload: {} });
    expect(ignored.status).toBe(200);
    expect(ignored.json).toEqual({ message: 'Ignored: not a payment event.' });
    // An event named after an object's own property is still just an unknown event (the fuzz once found a 500).
    const refund = { entity: { id: 'rfnd_1', payment_id: 'pay_x', amount: 100, status: 'processed' } };
    for (const name of ['__proto__', 'constructor', 'toString']) {
      const odd = await webhook({ entity: 'event', event: name, payload: { refund } });
      expect(odd.status).toBe(200);
      expect(odd.json).toEqual({ message: 'Ignored: not a payment event.' });
    }
    const unknownOrder = await webhook(capturedEvent('order_from_elsewhere', newPaymentId()));
    expect(unknownOrder.status).toBe(200);
    expect(unknownOrder.json).toEqual({ message: 'Ignored: unknown order.' });
    const notJson = await api.raw('POST', '/api/wallet/webhook', {
      rawBody: 'not json',
      headers: { 'X-Razorpay-Signature': hmacHex(SECRET, 'not json') },
    });
    expect(notJson.status).toBe(400);
    const noPayment = await webhook({ event: 'payment.captured', payload: {} });
    expect(noPayment.status).toBe(400);
    expect(noPayment.json).toEqual({
      message: 'The payment.captured event names no payment',
      code: 'eventNamesNoPayment',
    });
  });

  it('acknowledges a payment without an order (payment link, QR code) with 200 and credits nothing', async () => {
    const c = await creator();
    const o = await order(c, 40);
    const before = await balanceOf(api.db, accountKeys.providerClearing);
    for (const orderId of [null, undefined]) {
      const event = capturedEvent(o.id, newPaymentId());
      const res = await webhook({
        ...event,
        payload: { payment: { entity: { ...event.payload.payment.entity, order_id: orderId } } },
      });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ message: 'Ignored: payment has no order.' });
    }
    expect(await walletOf(c.user._id)).toBe(0);
    expect(await balanceOf(api.db, accountKeys.providerClearing)).toBe(before);
    const [stored] = await api.db.select().from(paymentOrders).where(eq(paymentOrders.id, o.id));
    expect(stored?.status).toBe('created');
  });
});

describe('creator wallet after top-ups', () => {
  it('shows the balance and the signed top-up lines, newest first', async () => {
    const c = await creator();
    await api.topUp(c.token, 100);
    await api.topUp(c.token, 50.5);
    const res = await api.ok('creatorWallet', { token: c.token });
    expect(res.data.availableBalance).toBe(15050);
    expect(res.data.totalSpent).toBe(0);
    expect(res.data.pendingPayouts).toBe(0);
    expect(res.data.transactions.map((t) => [t.type, t.amount])).toEqual([
      ['topup', 5050],
      ['topup', 10000],
    ]);
    expect(res.data.transactions[0]?.description).toMatch(/^Wallet top-up \(payment pay_[0-9a-f]{20}\)$/);
  });
});
