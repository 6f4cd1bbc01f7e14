import { words } from '../i18n/catalogue';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { paymentOrders } from '../db/wallet-schema';
import { conflict } from '../refusals';
import { accountKeys } from '../ledger/accounts';
import { postTransaction } from '../ledger/post';
import { isUniqueViolation } from '../db/constraint-violation';
import type { StoredOrder } from './payment-order';

/**
 * Credits a verified payment of a locked order exactly once (docs/product.md#payments): the order flips from
 * 'created' to 'paid' and the ledger posts provider clearing -> wallet for the STORED amount, keyed by the
 * payment id. The same payment again (replay, concurrent verify, verify + webhook) credits nothing and
 * answers 'already'. Callers have checked the signature and hold the order's row lock.
 */
export async function creditTopup(tx: Tx, order: StoredOrder, paymentId: string): Promise<'credited' | 'already'> {
  if (order.status === 'paid') {
    if (order.providerPaymentId === paymentId) return 'already';
    throw conflict('orderAlreadyPaid');
  }
  let flipped: { id: string }[];
  try {
    flipped = await tx
      .update(paymentOrders)
      .set({ status: 'paid', providerPaymentId: paymentId, paidAt: new Date() })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'created')))
      .returning({ id: paymentOrders.id });
  } catch (err) {
    if (isUniqueViolation(err, 'payment_orders_payment_unique')) throw conflict('paymentAlreadyUsed');
    throw err;
  }
  // Unreachable under the row lock; kept so a caller without the lock still cannot credit twice.
  if (flipped.length === 0) return 'already';
  const posted = await postTransaction(tx, {
    type: 'topup',
    userId: order.userId,
    amount: order.amount,
    description: words('ledger.topUp', { paymentId }),
    idempotencyKey: `payment:${paymentId}`,
    entries: [
      { account: accountKeys.providerClearing, amount: -order.amount },
      { account: accountKeys.wallet(order.userId), amount: order.amount },
    ],
  });
  // The payment id was credited through another order: roll the flip back with the refusal.
  if (posted === null) throw conflict('paymentAlreadyUsed');
  return 'credited';
}
