import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { paymentOrders } from '../db/wallet-schema';
import type { PaymentOrder } from '../payments/gateway';

export type StoredOrder = typeof paymentOrders.$inferSelect;

/** Keeps the provider's order for `userId`: its stored amount is what a verified payment credits. */
export async function recordPaymentOrder(tx: Tx, userId: string, order: PaymentOrder): Promise<StoredOrder> {
  const [row] = await tx
    .insert(paymentOrders)
    .values({ id: order.id, userId, amount: order.amountPaise, currency: order.currency })
    .returning();
  if (!row) throw new Error('Payment order insert returned no row');
  return row;
}

/** The order, locked for this DB transaction, so verify and webhook for one order run one after the other. */
export async function lockPaymentOrder(tx: Tx, orderId: string): Promise<StoredOrder | null> {
  const [row] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)).for('update');
  return row ?? null;
}
