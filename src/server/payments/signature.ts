import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 hex, as Razorpay signs payments (`order_id|payment_id`) and webhooks (raw body). */
export function hmacHex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Constant-time comparison of a received hex signature with the expected one; any malformed input is false. */
export function signatureMatches(expectedHex: string, receivedHex: string): boolean {
  if (!/^[0-9a-f]+$/i.test(receivedHex) || receivedHex.length !== expectedHex.length) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(receivedHex.toLowerCase(), 'hex'));
}
