import { randomBytes } from 'node:crypto';
import type { PaymentGateway } from './gateway';
import { hmacHex, signatureMatches } from './signature';

export const SANDBOX_KEY_ID = 'rzp_sandbox_clipmandi';
export const SANDBOX_CHECKOUT_PATH = '/api/payments/sandbox/checkout.js';

/** The offline gateway: creates orders locally and signs exactly as Razorpay does, with its own secret. */
export function createSandboxGateway(secret: string): PaymentGateway {
  return {
    mode: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    checkoutScriptUrl: SANDBOX_CHECKOUT_PATH,
    async createOrder({ amountPaise }) {
      return { id: `order_${randomBytes(10).toString('hex')}`, amountPaise, currency: 'INR' };
    },
    verifyPaymentSignature({ orderId, paymentId, signature }) {
      return signatureMatches(hmacHex(secret, `${orderId}|${paymentId}`), signature);
    },
    verifyWebhookSignature(rawBody, signature) {
      return signatureMatches(hmacHex(secret, rawBody), signature);
    },
  };
}
