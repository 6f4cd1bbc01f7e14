import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config';
import { HttpError } from '../../src/server/refusals';
import { createGateway } from '../../src/server/payments/create-gateway';
import { RAZORPAY_CHECKOUT_URL, RAZORPAY_ORDERS_URL, createRazorpayGateway } from '../../src/server/payments/razorpay';
import { signatureMatches } from '../../src/server/payments/signature';

// Razorpay cannot be reached from the test machine: these tests cover its signature code paths with
// Razorpay's documented scheme, and the Orders API call against a stand-in fetch.
const settings = { keyId: 'rzp_test_abc', keySecret: 'key-secret', webhookSecret: 'webhook-secret' };
const hmac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

describe('createGateway', () => {
  it('chooses Razorpay when its three settings are present, else the sandbox', () => {
    const razorpay = createGateway(testConfig({ razorpay: settings }));
    expect([razorpay.mode, razorpay.keyId, razorpay.checkoutScriptUrl]).toEqual([
      'razorpay',
      'rzp_test_abc',
      RAZORPAY_CHECKOUT_URL,
    ]);
    expect(RAZORPAY_CHECKOUT_URL).toBe('https://checkout.razorpay.com/v1/checkout.js');
    expect(createGateway(testConfig()).mode).toBe('sandbox');
  });
});

describe('Razorpay payment signature', () => {
  const gateway = createRazorpayGateway(settings);
  const good = hmac('key-secret', 'order_1|pay_1');

  it('accepts HMAC-SHA256(key secret, order_id|payment_id), in either hex case', () => {
    expect(gateway.verifyPaymentSignature({ orderId: 'order_1', paymentId: 'pay_1', signature: good })).toBe(true);
    expect(
      gateway.verifyPaymentSignature({ orderId: 'order_1', paymentId: 'pay_1', signature: good.toUpperCase() }),
    ).toBe(true);
  });

  it('refuses tampered, truncated, padded, non-hex and wrongly keyed signatures', () => {
    const flipped = good.slice(0, 5) + (good[5] === '0' ? '1' : '0') + good.slice(6);
    for (const signature of [
      flipped,
      good.slice(1),
      `${good}a`,
      'x'.repeat(64),
      '',
      hmac('webhook-secret', 'order_1|pay_1'),
    ]) {
      expect(gateway.verifyPaymentSignature({ orderId: 'order_1', paymentId: 'pay_1', signature }), signature).toBe(
        false,
      );
    }
    expect(gateway.verifyPaymentSignature({ orderId: 'order_2', paymentId: 'pay_1', signature: good })).toBe(false);
    expect(gateway.verifyPaymentSignature({ orderId: 'order_1', paymentId: 'pay_2', signature: good })).toBe(false);
  });

  it('checks webhooks with the webhook secret over the raw body', () => {
    const body = '{"event":"payment.captured"}';
    expect(gateway.verifyWebhookSignature(body, hmac('webhook-secret', body))).toBe(true);
    expect(gateway.verifyWebhookSignature(body, hmac('key-secret', body))).toBe(false);
    expect(gateway.verifyWebhookSignature(`${body} `, hmac('webhook-secret', body))).toBe(false);
  });

  it('signatureMatches never throws on malformed input', () => {
    for (const received of ['', 'g', 'abc', '0'.repeat(63), '0'.repeat(65), '💥'.repeat(32)]) {
      expect(signatureMatches(good, received)).toBe(false);
    }
  });
});

describe('Razorpay Orders API', () => {
  it('posts amount in paise, INR and a receipt with basic auth, and keeps the answer', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(
        JSON.stringify({ id: 'order_Razor1', entity: 'order', amount: 50000, currency: 'INR', status: 'created' }),
        { status: 200 },
      );
    }) as unknown as typeof fetch;
    const gateway = createRazorpayGateway(settings, fakeFetch);
    const order = await gateway.createOrder({ amountPaise: 50000, receipt: 'topup_x' });
    expect(order).toEqual({ id: 'order_Razor1', amountPaise: 50000, currency: 'INR' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(RAZORPAY_ORDERS_URL);
    expect(calls[0]?.init.method).toBe('POST');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Basic ${Buffer.from('rzp_test_abc:key-secret').toString('base64')}`);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ amount: 50000, currency: 'INR', receipt: 'topup_x' });
  });

  it('turns a refusal, a network failure, junk or a different amount into 502, never storing an order', async () => {
    const answers: (() => Promise<Response>)[] = [
      async () => new Response('{"error":{"description":"Authentication failed"}}', { status: 401 }),
      async () => {
        throw new TypeError('fetch failed');
      },
      async () => new Response('not json', { status: 200 }),
      async () => new Response(JSON.stringify({ id: 'order_X', amount: 1, currency: 'INR' }), { status: 200 }),
    ];
    for (const answer of answers) {
      const gateway = createRazorpayGateway(settings, answer as unknown as typeof fetch);
      const error = await gateway.createOrder({ amountPaise: 50000, receipt: 'r' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(502);
      expect((error as HttpError).message).toBe('The payment provider could not create the order. Please try again.');
    }
  });
});
