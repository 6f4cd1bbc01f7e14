/** The card payment provider, as the server uses it (docs/product.md#payments). */
export type PaymentOrder = { id: string; amountPaise: number; currency: 'INR' };

export interface PaymentGateway {
  readonly mode: 'sandbox' | 'razorpay';
  /** The public key the checkout script is opened with. */
  readonly keyId: string;
  /** Where the browser loads the checkout script from. */
  readonly checkoutScriptUrl: string;
  createOrder(input: { amountPaise: number; receipt: string }): Promise<PaymentOrder>;
  /** HMAC-SHA256 of `order_id|payment_id`, compared in constant time. */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** HMAC-SHA256 of the raw webhook body, compared in constant time. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
}
