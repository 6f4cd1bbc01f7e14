/**
 * The payout provider, as the server uses it (docs/payouts.md): RazorpayX Payouts, or its offline sandbox.
 * Amounts are integer paise. Every call runs with no DB transaction open.
 */

/** RazorpayX's payout states. `processed` is final and paid; the last four are final and unpaid. */
export const PAYOUT_STATES = [
  // Set to go out at a later time in RazorpayX's dashboard; we never schedule, but a payout may be changed there.
  'scheduled',
  'queued',
  'pending',
  'processing',
  'processed',
  'reversed',
  'cancelled',
  'rejected',
  'failed',
] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];
export const PAID_STATES: readonly PayoutState[] = ['processed'];
export const RETURNED_STATES: readonly PayoutState[] = ['reversed', 'cancelled', 'rejected', 'failed'];

/** What the provider says of one payout. */
export type PayoutAnswer = {
  /** The provider's id (pout_…). */
  id: string;
  status: PayoutState;
  amountPaise: number;
  /** Our withdrawal's id, as sent in `reference_id`. */
  referenceId: string | null;
  /** The bank's reference (UTR), once processed. */
  utr: string | null;
  /** Why a payout was queued, failed, rejected, reversed or cancelled, in the provider's words; null otherwise. */
  reason: string | null;
  /** The provider's code for that reason (`status_details.reason`: bank_account_closed, …), when it gave one. */
  reasonCode: string | null;
  /** When the provider created it, milliseconds since 1970. */
  createdAt: number;
};

/** Where the money goes: a UPI ID (clippers) or a bank account (the admin's fee withdrawal). */
export type PayoutDestination =
  | { kind: 'vpa'; address: string }
  | { kind: 'bank_account'; ifsc: string; accountNumber: string; name: string; mode: 'IMPS' | 'NEFT' };

export type PayoutRequest = {
  /** Stored with the withdrawal before the first call and sent unchanged on every retry (X-Payout-Idempotency). */
  idempotencyKey: string;
  /** Our withdrawal's id. */
  referenceId: string;
  amountPaise: number;
  destination: PayoutDestination;
  contact: { name: string; email: string; referenceId: string };
  /** Shown on the receiver's statement: letters, digits and spaces, at most 30 characters. */
  narration: string;
};

/**
 * Why a call did not give an answer. `retryable` (network failure, timeout, 429, 5xx): the outcome is unknown and the
 * same request may be sent again with the same idempotency key. Not retryable (400, 401, 404, another shape): the
 * provider refused and will refuse again; `message` says why in the provider's words.
 */
export class PayoutCallError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status: number | null,
    /** The provider's `error.field`, when it names one. */
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = 'PayoutCallError';
  }
}

/** What the provider says of a UPI ID before the first payout to it. */
export type VpaCheck =
  | { verdict: 'valid'; registeredName: string }
  | { verdict: 'invalid' }
  /** Validation is not available (test mode, or the provider did not answer): the clipper's confirmation stands alone. */
  | { verdict: 'unavailable'; reason: string };

/** A payout event the provider sent to POST /api/payouts/webhook, once its signature is proven. */
export type PayoutEvent = { event: string; payout: PayoutAnswer };

export interface PayoutGateway {
  readonly mode: 'razorpayx' | 'sandbox';
  /** Creates the payout, or answers the one already created with this idempotency key. Throws PayoutCallError. */
  createPayout(request: PayoutRequest): Promise<PayoutAnswer>;
  /** Reads one payout by the provider's id. Throws PayoutCallError. */
  getPayout(id: string): Promise<PayoutAnswer>;
  /** Asks the provider whose UPI ID this is. Never throws: a failure is `unavailable`. */
  validateVpa(input: {
    address: string;
    contact: { name: string; email: string; referenceId: string };
  }): Promise<VpaCheck>;
  /** HMAC-SHA256 hex of the raw body with the webhook secret, compared in constant time. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
  /** The payout a proven webhook body carries, or null for another event or shape. */
  parseWebhook(rawBody: string): PayoutEvent | null;
  /**
   * The sandbox only: it has no network to send webhooks over, so it hands each state change to `listener`, the
   * same handler a proven webhook reaches.
   */
  onEvent?(listener: (event: PayoutEvent) => Promise<void>): void;
}
