/** The card payment provider, as the server uses it (docs/product.md#payments). */
export type PaymentOrder = { id: string; amountPaise: number; currency: 'INR' };

/**
 * What the provider says of a payment a creator's browser handed over: `captured` for exactly the order's
 * amount is the only answer that credits; `not_captured` (created, authorized, failed, refunded) and
 * `mismatch` (another order, amount or currency) credit nothing.
 */
export type PaymentCheck =
  { verdict: 'captured' } | { verdict: 'not_captured'; status: string } | { verdict: 'mismatch' };

export interface PaymentGateway {
  readonly mode: 'sandbox' | 'razorpay';
  /** The public key the checkout script is opened with. */
  readonly keyId: string;
  /** Where the browser loads the checkout script from. */
  readonly checkoutScriptUrl: string;
  createOrder(input: { amountPaise: number; receipt: string }): Promise<PaymentOrder>;
  /** Asks the provider for the payment and compares it with the stored order (no DB transaction open). */
  checkPayment(input: { paymentId: string; order: PaymentOrder }): Promise<PaymentCheck>;
  /** HMAC-SHA256 of `order_id|payment_id`, compared in constant time. */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** HMAC-SHA256 of the raw webhook body, compared in constant time. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
}
