import * as z from 'zod';
import type { MessageKey } from '../../../messages/keys';
import { HttpError } from '../refusals';
import type { PaymentGateway } from './gateway';
import { hmacHex, signatureMatches } from './signature';
import { logger } from '../ops/logger';

export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
export const RAZORPAY_API_URL = 'https://api.razorpay.com';
export const RAZORPAY_ORDERS_URL = `${RAZORPAY_API_URL}/v1/orders`;

/** `apiBaseUrl` (default RAZORPAY_API_URL; the variable of that name) lets tests point the gateway at a local stand-in of the API. */
export type RazorpaySettings = { keyId: string; keySecret: string; webhookSecret: string; apiBaseUrl?: string };

// Only the fields we keep of the API's answers; the provider's shapes, not ours.
const orderAnswer = z.object({ id: z.string().min(1), amount: z.int().positive(), currency: z.literal('INR') });
const paymentAnswer = z.object({
  id: z.string().min(1),
  amount: z.int().min(0),
  currency: z.string(),
  status: z.string(),
  order_id: z.string().nullable().optional(),
});

/**
 * Razorpay (docs/product.md#payments): orders and payments through its REST API with basic auth, payment
 * signatures with the key secret and webhook signatures with the webhook secret, both HMAC-SHA256 hex.
 * `fetchImpl` lets unit tests stand in for the network.
 */
export function createRazorpayGateway(settings: RazorpaySettings, fetchImpl: typeof fetch = fetch): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  const api = settings.apiBaseUrl ?? RAZORPAY_API_URL;

  /** One API call; any refusal, network failure or answer of another shape is a 502 with `failure`. */
  async function call<T>(path: string, init: RequestInit, shape: z.ZodType<T>, failure: MessageKey): Promise<T> {
    let answer: unknown;
    try {
      const res = await fetchImpl(`${api}${path}`, {
        ...init,
        headers: { Authorization: auth, 'Content-Type': 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) {
        logger.error(
          { method: init.method, path, status: res.status, body: await res.text().catch(() => '') },
          'Razorpay refused',
        );
        throw new HttpError(502, failure);
      }
      answer = await res.json();
    } catch (err) {
      if (err instanceof HttpError) throw err;
      logger.error({ method: init.method, path, err }, 'Razorpay call failed');
      throw new HttpError(502, failure);
    }
    const parsed = shape.safeParse(answer);
    if (!parsed.success) throw new HttpError(502, failure);
    return parsed.data;
  }

  return {
    mode: 'razorpay',
    keyId: settings.keyId,
    checkoutScriptUrl: RAZORPAY_CHECKOUT_URL,
    async createOrder({ amountPaise, receipt }) {
      const body = JSON.stringify({ amount: amountPaise, currency: 'INR', receipt: receipt.slice(0, 40) });
      const order = await call('/v1/orders', { method: 'POST', body }, orderAnswer, 'orderNotCreated');
      // An order for another amount must never be stored: the stored amount is what gets credited.
      if (order.amount !== amountPaise) throw new HttpError(502, 'orderNotCreated');
      return { id: order.id, amountPaise: order.amount, currency: 'INR' };
    },
    async checkPayment({ paymentId, order }) {
      const path = `/v1/payments/${encodeURIComponent(paymentId)}`;
      const payment = await call(path, { method: 'GET' }, paymentAnswer, 'paymentNotConfirmed');
      const same =
        payment.id === paymentId &&
        payment.order_id === order.id &&
        payment.amount === order.amountPaise &&
        payment.currency === order.currency;
      if (!same) return { verdict: 'mismatch' };
      return payment.status === 'captured'
        ? { verdict: 'captured' }
        : { verdict: 'not_captured', status: payment.status };
    },
    verifyPaymentSignature({ orderId, paymentId, signature }) {
      return signatureMatches(hmacHex(settings.keySecret, `${orderId}|${paymentId}`), signature);
    },
    verifyWebhookSignature(rawBody, signature) {
      return signatureMatches(hmacHex(settings.webhookSecret, rawBody), signature);
    },
  };
}
