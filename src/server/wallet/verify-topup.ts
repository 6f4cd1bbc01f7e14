import { eq } from 'drizzle-orm';
import type { VerifyPaymentRequest } from '../../../schemas/wallet';
import type { Db, Tx } from '../db/client';
import { paymentOrders } from '../db/wallet-schema';
import { badRequest, conflict, forbidden, notFound } from '../refusals';
import { accountKeys, balanceOf } from '../ledger/accounts';
import type { PaymentGateway } from '../payments/gateway';
import { creditTopup } from './credit-topup';
import { lockPaymentOrder, type StoredOrder } from './payment-order';

/** What verify checks of the browser's handoff, locked or not: the creator's own order, signed by the provider. */
function checkHandoff(
  gateway: PaymentGateway,
  userId: string,
  order: StoredOrder | null,
  input: VerifyPaymentRequest,
): StoredOrder {
  if (!order) throw notFound('orderNotFound');
  if (order.userId !== userId) throw forbidden('orderNotYours');
  const signed = gateway.verifyPaymentSignature({
    orderId: order.id,
    paymentId: input.razorpay_payment_id,
    signature: input.razorpay_signature,
  });
  if (!signed) throw badRequest('paymentVerificationFailed');
  return order;
}

/**
 * Before verify credits anything: asks the provider whether the payment is captured, for this order's
 * amount and currency (docs/product.md#payments). Runs with no DB transaction open, so no row is held while
 * the network answers. A signature only proves the checkout handed the payment over; an `authorized`
 * payment may still never be captured, so it is refused with 409 (its payment.captured webhook credits it).
 * A replay of the payment that already paid the order needs no question.
 */
export async function confirmPaymentCaptured(
  db: Db,
  gateway: PaymentGateway,
  userId: string,
  input: VerifyPaymentRequest,
): Promise<void> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, input.razorpay_order_id));
  const order = checkHandoff(gateway, userId, row ?? null, input);
  if (order.status === 'paid' && order.providerPaymentId === input.razorpay_payment_id) return;
  const check = await gateway.checkPayment({
    paymentId: input.razorpay_payment_id,
    order: { id: order.id, amountPaise: order.amount, currency: 'INR' },
  });
  if (check.verdict === 'not_captured') throw conflict('paymentNotCaptured');
  if (check.verdict === 'mismatch') throw badRequest('paymentMismatch');
}

/**
 * The browser's handoff after checkout, once confirmPaymentCaptured passed: the order must be this
 * creator's, the signature must match `order_id|payment_id` of the STORED order, and the payment is credited
 * once. A replay of the same verified payment answers the same way and credits nothing. Returns the wallet
 * balance after it.
 */
export async function verifyTopup(
  tx: Tx,
  gateway: PaymentGateway,
  userId: string,
  input: VerifyPaymentRequest,
): Promise<{ balance: number; credited: boolean }> {
  const order = checkHandoff(gateway, userId, await lockPaymentOrder(tx, input.razorpay_order_id), input);
  const outcome = await creditTopup(tx, order, input.razorpay_payment_id);
  return { balance: await balanceOf(tx, accountKeys.wallet(userId)), credited: outcome === 'credited' };
}
