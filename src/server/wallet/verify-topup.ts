import type { VerifyPaymentRequest } from '../../../schemas/wallet';
import type { Tx } from '../db/client';
import { badRequest, forbidden, notFound } from '../http/errors';
import { accountKeys, balanceOf } from '../ledger/accounts';
import type { PaymentGateway } from '../payments/gateway';
import { creditTopup } from './credit-topup';
import { ORDER_NOT_FOUND, ORDER_NOT_YOURS, lockPaymentOrder } from './payment-order';

export const PAYMENT_VERIFICATION_FAILED = 'Payment verification failed.';
export const TOPUP_SUCCESSFUL = 'Top-up successful!';

/**
 * The browser's handoff after checkout: the order must be this creator's, the signature must match
 * `order_id|payment_id` of the STORED order, and the payment is credited once. A replay of the same
 * verified payment answers the same way and credits nothing. Returns the wallet balance after it.
 */
export async function verifyTopup(
  tx: Tx,
  gateway: PaymentGateway,
  userId: string,
  input: VerifyPaymentRequest,
): Promise<{ balance: number; credited: boolean }> {
  const order = await lockPaymentOrder(tx, input.razorpay_order_id);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.userId !== userId) throw forbidden(ORDER_NOT_YOURS);
  const signed = gateway.verifyPaymentSignature({
    orderId: order.id,
    paymentId: input.razorpay_payment_id,
    signature: input.razorpay_signature,
  });
  if (!signed) throw badRequest(PAYMENT_VERIFICATION_FAILED);
  const outcome = await creditTopup(tx, order, input.razorpay_payment_id);
  return { balance: await balanceOf(tx, accountKeys.wallet(userId)), credited: outcome === 'credited' };
}
