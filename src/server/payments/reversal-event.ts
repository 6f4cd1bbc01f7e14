import type { PaymentWebhookEvent } from '../../../schemas/wallet';
import { badRequest, said } from '../refusals';

/**
 * A refund or dispute webhook, as the server acts on it (docs/product.md#payments): which refund or dispute
 * (`ref`), of which payment, how many paise, the provider's status, and whether this event is the one that
 * takes the money back from the creator (a processed refund, a lost dispute).
 */
export type ReversalEvent = {
  kind: 'refund' | 'dispute';
  ref: string;
  paymentId: string;
  amount: number;
  status: string;
  takesMoneyBack: boolean;
};

// A Map, not an object literal: the event name is the provider's text, and `__proto__` must find nothing.
const REFUND_EVENTS = new Map([
  ['refund.created', 'created'],
  ['refund.processed', 'processed'],
  ['refund.failed', 'failed'],
]);
const DISPUTE_PREFIX = 'payment.dispute.';

/** The refund or dispute a `refund.*` or `payment.dispute.*` event is about; null for any other event. */
export function refundOrDisputeOf({ event, payload }: PaymentWebhookEvent): ReversalEvent | null {
  const refundStatus = REFUND_EVENTS.get(event);
  if (refundStatus !== undefined) {
    const refund = payload?.refund?.entity;
    if (!refund) throw badRequest(said('eventNamesNoRefund', { event }));
    // The event name, not the entity's status, decides: Razorpay sends refund.created with status 'pending'.
    return {
      kind: 'refund',
      ref: refund.id,
      paymentId: refund.payment_id,
      amount: refund.amount,
      status: refundStatus,
      takesMoneyBack: event === 'refund.processed',
    };
  }
  if (event.startsWith(DISPUTE_PREFIX) && event.length > DISPUTE_PREFIX.length) {
    const dispute = payload?.dispute?.entity;
    if (!dispute) throw badRequest(said('eventNamesNoDispute', { event }));
    const status = event.slice(DISPUTE_PREFIX.length);
    // A lost dispute is a refund the customer's bank forced: the disputed amount goes back the same way.
    return {
      kind: 'dispute',
      ref: dispute.id,
      paymentId: dispute.payment_id,
      amount: dispute.amount,
      status: status === 'created' ? 'open' : status,
      takesMoneyBack: status === 'lost',
    };
  }
  return null;
}
