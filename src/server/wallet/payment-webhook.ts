import { paymentWebhookEvent } from '../../../schemas/wallet';
import type { Tx } from '../db/client';
import { HttpError, badRequest, said } from '../refusals';
import type { PaymentGateway } from '../payments/gateway';
import { refundOrDisputeOf, type ReversalEvent } from '../payments/reversal-event';
import { creditTopup } from './credit-topup';
import { lockPaymentOrder } from './payment-order';
import { logger } from '../ops/logger';

const CREDITING_EVENTS = new Set(['payment.captured', 'order.paid']);

export type WebhookPayment = { kind: 'payment'; orderId: string; paymentId: string };
/** Why a correctly signed event changes nothing; answered with 200 so the provider does not retry it. */
export type IgnoredWebhook = { kind: 'ignored'; message: string };
export type WebhookEvent = WebhookPayment | ReversalEvent | IgnoredWebhook;

/**
 * Checks the signature over the exact raw body and picks out what the event is about: a captured payment
 * to credit, a refund or dispute to record, or why it is acknowledged without changing anything.
 */
export function readWebhookEvent(
  gateway: PaymentGateway,
  rawBody: string,
  signature: string | undefined,
): WebhookEvent {
  if (!signature || !gateway.verifyWebhookSignature(rawBody, signature)) throw badRequest('invalidWebhookSignature');
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw badRequest('webhookInvalidJson');
  }
  const parsed = paymentWebhookEvent.safeParse(json);
  if (!parsed.success) {
    // Name the field, as every other 400 does: whoever reads the provider's delivery log sees what was refused.
    const issue = parsed.error.issues[0];
    const field = issue?.path.map(String).join('.');
    throw badRequest(field ? said('notAPaymentEventAt', { field, issue: issue?.message ?? '' }) : 'notAPaymentEvent');
  }
  const { event, payload } = parsed.data;
  const reversal = refundOrDisputeOf(parsed.data);
  if (reversal) return reversal;
  if (!CREDITING_EVENTS.has(event)) return { kind: 'ignored', message: 'Ignored: not a payment event.' };
  const paymentId = payload?.payment?.entity.id;
  if (!paymentId) throw badRequest(said('eventNamesNoPayment', { event }));
  const orderId = payload?.order?.entity.id ?? payload?.payment?.entity.order_id ?? undefined;
  // Payment links and QR codes on the same provider account capture payments without our orders; a 4xx
  // would only make the provider retry and eventually disable the webhook.
  if (!orderId) return { kind: 'ignored', message: 'Ignored: payment has no order.' };
  return { kind: 'payment', orderId, paymentId };
}

/**
 * Credits the webhook's payment under the same exactly-once rule as verify, so a top-up whose browser
 * closed before verify is still credited once. Returns what happened, for the 200 answer, and whose wallet.
 */
export async function creditWebhookPayment(
  tx: Tx,
  payment: WebhookPayment,
): Promise<{ message: string; ownerId?: string }> {
  const order = await lockPaymentOrder(tx, payment.orderId);
  // Orders of other systems on the same provider account are not ours to credit.
  if (!order) return { message: 'Ignored: unknown order.' };
  try {
    const outcome = await creditTopup(tx, order, payment.paymentId);
    return {
      message: outcome === 'credited' ? 'Payment credited.' : 'Payment already credited.',
      ownerId: order.userId,
    };
  } catch (err) {
    // A second payment on a paid order needs a refund by hand; retrying the webhook would not help.
    if (err instanceof HttpError && err.code === 'orderAlreadyPaid') {
      logger.error(
        { orderId: order.id, paymentId: payment.paymentId },
        'Webhook: order already paid; this payment was not credited (refund it by hand)',
      );
      return { message: 'Ignored: order already paid by another payment.', ownerId: order.userId };
    }
    throw err;
  }
}
