import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';
import { recordReversal } from '../payments/record-reversal';
import { creditWebhookPayment, readWebhookEvent } from './payment-webhook';

/**
 * The provider's webhook (docs/product.md#payments): a captured payment credits its order once; a refund
 * or dispute is recorded, and a processed refund or lost dispute takes the money back from the creator's
 * wallet. Each in one transaction that then drops the creator's and the admin's cached reads. Answers the
 * message of the 200 reply; `eventId` is the provider's X-Razorpay-Event-Id, kept for tracing.
 */
export async function handlePaymentWebhook(
  deps: Pick<Deps, 'db' | 'feed' | 'gateway'>,
  rawBody: string,
  signature: string | undefined,
  eventId: string | undefined,
): Promise<string> {
  const event = readWebhookEvent(deps.gateway, rawBody, signature);
  if (event.kind === 'ignored') return event.message;
  const traced = eventId?.slice(0, 200);
  const outcome = await commitChange(deps, async (tx) => {
    if (event.kind === 'payment') {
      const { message, ownerId } = await creditWebhookPayment(tx, event);
      return { message, userId: ownerId };
    }
    const { message, creatorId } = await recordReversal(tx, event, traced);
    return { message, userId: creatorId };
  });
  return outcome.message;
}
