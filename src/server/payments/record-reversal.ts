import { words } from '../i18n/catalogue';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { paymentEvents } from '../db/payment-events-schema';
import { accounts } from '../db/ledger-schema';
import { paymentOrders } from '../db/wallet-schema';
import { badRequest, said } from '../refusals';
import { accountKeys, ensureAccounts } from '../ledger/accounts';
import { postTransaction } from '../ledger/post';
import type { ReversalEvent } from './reversal-event';

type Outcome = { message: string; creatorId?: string };

const NOUN = { refund: 'Refund', dispute: 'Dispute' } as const;
const POSTING = {
  refund: {
    type: 'payment_refund',
    describe: (ref: string, paymentId: string) => words('ledger.paymentRefund', { paymentId, ref }),
  },
  dispute: {
    type: 'dispute_lost',
    describe: (ref: string, paymentId: string) => words('ledger.disputeLost', { ref, paymentId }),
  },
} as const;

/**
 * Debits up to `amount` paise from the creator's wallet back to the provider, as far as its balance goes,
 * in the caller's transaction; returns what it took. Locks provider clearing and the wallet in key order,
 * as every posting does, so it cannot deadlock with a top-up.
 */
async function takeBackFromWallet(tx: Tx, creatorId: string, amount: number, event: ReversalEvent): Promise<number> {
  const wallet = accountKeys.wallet(creatorId);
  const keys = [accountKeys.providerClearing, wallet].sort();
  await ensureAccounts(tx, keys);
  const locked = await tx
    .select({ key: accounts.key, balance: accounts.balance })
    .from(accounts)
    .where(inArray(accounts.key, keys))
    .orderBy(asc(accounts.key))
    .for('update');
  const balance = locked.find((a) => a.key === wallet)?.balance ?? 0;
  const taken = Math.min(amount, balance);
  if (taken <= 0) return 0;
  const posting = POSTING[event.kind];
  await postTransaction(tx, {
    type: posting.type,
    userId: creatorId,
    amount: taken,
    description: posting.describe(event.ref, event.paymentId),
    idempotencyKey: `${event.kind}:${event.ref}`,
    entries: [
      { account: wallet, amount: -taken },
      { account: accountKeys.providerClearing, amount: taken },
    ],
  });
  return taken;
}

/**
 * Records a refund or dispute webhook (docs/product.md#payments) in the caller's transaction: one row per
 * refund or dispute, whose status follows the events until its money is settled. The event that takes money
 * back (refund.processed, payment.dispute.lost) debits the creator's wallet once, as far as its balance
 * allows, and flags the rest as unrecovered; never more in all than the top-up the payment credited, and
 * nothing for a payment no order of ours was credited with. A replay, or any event after settling, moves nothing.
 */
export async function recordReversal(tx: Tx, event: ReversalEvent, eventId: string | undefined): Promise<Outcome> {
  const noun = NOUN[event.kind];
  // The credited order, locked first (as verify and the payment webhook lock it) so a credit and a
  // reversal of one payment run one after the other.
  const [order] = await tx
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.providerPaymentId, event.paymentId), eq(paymentOrders.status, 'paid')))
    .for('update');
  await tx
    .insert(paymentEvents)
    .values({
      kind: event.kind,
      providerRef: event.ref,
      paymentId: event.paymentId,
      orderId: order?.id,
      userId: order?.userId,
      amount: event.amount,
      status: event.status,
      lastEventId: eventId,
    })
    .onConflictDoNothing({ target: [paymentEvents.kind, paymentEvents.providerRef] });
  const [row] = await tx
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.kind, event.kind), eq(paymentEvents.providerRef, event.ref)))
    .for('update');
  if (!row) throw new Error('payment_events row missing after its insert');
  // A refund or dispute belongs to one payment: a later event naming another payment for the same id is not
  // this record's (acting on it would debit another creator against this record), so it is refused whole.
  if (row.paymentId !== event.paymentId)
    throw badRequest(
      said(event.kind === 'refund' ? 'refundOfAnotherPayment' : 'disputeOfAnotherPayment', { ref: event.ref }),
    );
  const creatorId = row.userId ?? undefined;
  if (row.settledAt) {
    await tx
      .update(paymentEvents)
      .set({ lastEventId: eventId ?? row.lastEventId })
      .where(eq(paymentEvents.id, row.id));
    return { message: `${noun} already settled.`, creatorId };
  }
  if (!event.takesMoneyBack) {
    await tx
      .update(paymentEvents)
      .set({ status: event.status, lastEventId: eventId ?? row.lastEventId, updatedAt: new Date() })
      .where(eq(paymentEvents.id, row.id));
    return { message: `${noun} recorded.`, creatorId };
  }

  // Never take back more than the payment credited, over all its refunds and disputes.
  let owed = 0;
  if (order) {
    const [settled] = await tx
      .select({
        total: sql<number>`coalesce(sum(${paymentEvents.recovered} + ${paymentEvents.unrecovered}), 0)`.mapWith(Number),
      })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentId, event.paymentId), isNotNull(paymentEvents.settledAt)));
    owed = Math.max(0, Math.min(row.amount, order.amount - (settled?.total ?? 0)));
  }
  const recovered = order && owed > 0 ? await takeBackFromWallet(tx, order.userId, owed, event) : 0;
  const unrecovered = owed - recovered;
  await tx
    .update(paymentEvents)
    .set({
      status: event.status,
      recovered,
      unrecovered,
      settledAt: new Date(),
      lastEventId: eventId ?? row.lastEventId,
      updatedAt: new Date(),
    })
    .where(eq(paymentEvents.id, row.id));
  if (!order) return { message: `${noun} recorded: the payment credited no wallet.` };
  return {
    message:
      unrecovered > 0
        ? `${noun} settled: ${unrecovered} paise not recovered, flagged for the admin.`
        : `${noun} settled.`,
    creatorId,
  };
}
