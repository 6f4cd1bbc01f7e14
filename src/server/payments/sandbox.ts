import { randomBytes } from 'node:crypto';
import type { PaymentGateway } from './gateway';
import { hmacHex, signatureMatches } from './signature';

export const SANDBOX_KEY_ID = 'rzp_sandbox_clipmandi';
export const SANDBOX_CHECKOUT_PATH = '/api/payments/sandbox/checkout.js';

/** A payment the sandbox "captured": the three fields Razorpay's checkout hands to options.handler. */
export type SandboxPayment = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

export type SandboxGateway = PaymentGateway & {
  readonly mode: 'sandbox';
  /** Pays an order offline: a fresh payment id, signed `order_id|payment_id` as Razorpay signs it. */
  payOrder(orderId: string): SandboxPayment;
  /** Signs a webhook body as Razorpay would (tests and local tools post webhooks with it). */
  signWebhook(rawBody: string): string;
};

export function isSandboxGateway(gateway: PaymentGateway): gateway is SandboxGateway {
  return gateway.mode === 'sandbox' && 'payOrder' in gateway;
}

/** The offline gateway: creates orders locally and signs exactly as Razorpay does, with its own secret. */
export function createSandboxGateway(secret: string): SandboxGateway {
  return {
    mode: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    checkoutScriptUrl: SANDBOX_CHECKOUT_PATH,
    async createOrder({ amountPaise }) {
      return { id: `order_${randomBytes(10).toString('hex')}`, amountPaise, currency: 'INR' };
    },
    // Its pay step is the capture: a payment it signed for an order is a captured payment of that order.
    async checkPayment() {
      return { verdict: 'captured' };
    },
    verifyPaymentSignature({ orderId, paymentId, signature }) {
      return signatureMatches(hmacHex(secret, `${orderId}|${paymentId}`), signature);
    },
    verifyWebhookSignature(rawBody, signature) {
      return signatureMatches(hmacHex(secret, rawBody), signature);
    },
    payOrder(orderId) {
      const paymentId = `pay_${randomBytes(10).toString('hex')}`;
      return {
        razorpay_payment_id: paymentId,
        razorpay_order_id: orderId,
        razorpay_signature: hmacHex(secret, `${orderId}|${paymentId}`),
      };
    },
    signWebhook(rawBody) {
      return hmacHex(secret, rawBody);
    },
  };
}
