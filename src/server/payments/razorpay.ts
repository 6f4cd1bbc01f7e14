import * as z from 'zod';
import { HttpError } from '../http/errors';
import type { PaymentGateway } from './gateway';
import { hmacHex, signatureMatches } from './signature';

export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
export const RAZORPAY_ORDERS_URL = 'https://api.razorpay.com/v1/orders';

export type RazorpaySettings = { keyId: string; keySecret: string; webhookSecret: string };

// Only the fields we keep of the Orders API answer; the provider's shape, not ours.
const orderAnswer = z.object({ id: z.string().min(1), amount: z.int().positive(), currency: z.literal('INR') });

const PROVIDER_DOWN = 'The payment provider could not create the order. Please try again.';

/**
 * Razorpay (docs/product.md#payments): orders through its Orders API with basic auth, payment signatures
 * with the key secret and webhook signatures with the webhook secret, both HMAC-SHA256 hex.
 * `fetchImpl` lets tests stand in for the network.
 */
export function createRazorpayGateway(settings: RazorpaySettings, fetchImpl: typeof fetch = fetch): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  return {
    mode: 'razorpay',
    keyId: settings.keyId,
    checkoutScriptUrl: RAZORPAY_CHECKOUT_URL,
    async createOrder({ amountPaise, receipt }) {
      let answer: unknown;
      try {
        const res = await fetchImpl(RAZORPAY_ORDERS_URL, {
          method: 'POST',
          headers: { Authorization: auth, 'Content-Type': 'application/json' },
          body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt: receipt.slice(0, 40) }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) {
          console.error('Razorpay order refused', res.status, await res.text().catch(() => ''));
          throw new HttpError(502, PROVIDER_DOWN);
        }
        answer = await res.json();
      } catch (err) {
        if (err instanceof HttpError) throw err;
        console.error('Razorpay order failed', err);
        throw new HttpError(502, PROVIDER_DOWN);
      }
      const order = orderAnswer.safeParse(answer);
      // An order for another amount must never be stored: the stored amount is what gets credited.
      if (!order.success || order.data.amount !== amountPaise) throw new HttpError(502, PROVIDER_DOWN);
      return { id: order.data.id, amountPaise: order.data.amount, currency: 'INR' };
    },
    verifyPaymentSignature({ orderId, paymentId, signature }) {
      return signatureMatches(hmacHex(settings.keySecret, `${orderId}|${paymentId}`), signature);
    },
    verifyWebhookSignature(rawBody, signature) {
      return signatureMatches(hmacHex(settings.webhookSecret, rawBody), signature);
    },
  };
}
