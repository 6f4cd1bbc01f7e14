import type { Tx } from '../db/client';
import { conflict, notFound } from '../refusals';
import { lockPaymentOrder } from '../wallet/payment-order';
import type { SandboxGateway, SandboxPayment } from './sandbox';

/**
 * The sandbox's stand-in for the provider taking the card: signs a payment for an order that exists
 * and is unpaid. It credits nothing; the browser's verify (or a webhook) does, exactly once.
 */
export async function sandboxPayOrder(tx: Tx, gateway: SandboxGateway, orderId: string): Promise<SandboxPayment> {
  const order = await lockPaymentOrder(tx, orderId);
  if (!order) throw notFound('orderNotFound');
  if (order.status !== 'created') throw conflict('orderAlreadyPaid');
  return gateway.payOrder(order.id);
}
