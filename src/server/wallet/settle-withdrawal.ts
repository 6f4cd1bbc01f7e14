import { words } from '../i18n/catalogue';
import { eq } from 'drizzle-orm';
import type { Withdrawal } from '../../../schemas/wallet';
import type { Tx } from '../db/client';
import { withdrawals } from '../db/wallet-schema';
import { conflict, notFound } from '../refusals';
import { accountKeys } from '../ledger/accounts';
import { postTransaction } from '../ledger/post';
import { withdrawalPaid, withdrawalRejected } from '../mail/messages';
import { enqueueEmail } from '../mail/outbox';
import { firstAttemptAt, newPayoutKey } from '../payouts/send-payout';
import { readWithdrawal } from './withdrawal-view';

/**
 * The admin approves a waiting withdrawal when a payout provider pays (docs/payouts.md#policy): it becomes 'sending'
 * with its idempotency key (the one already stored, if an earlier send was refused), for sendPayout after commit.
 */
export async function approveWithdrawal(tx: Tx, id: string): Promise<void> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  if (!row) throw notFound('withdrawalNotFound');
  if (row.status !== 'requested') throw conflict('withdrawalProcessed');
  await tx
    .update(withdrawals)
    .set({
      status: 'sending',
      holdReason: null,
      payoutKey: row.payoutKey ?? newPayoutKey(),
      nextAttemptAt: firstAttemptAt(new Date()),
    })
    .where(eq(withdrawals.id, id));
}

export type Settlement = { outcome: 'paid'; reference: string } | { outcome: 'rejected'; reason?: string };

/**
 * The admin settles a held withdrawal once: paid (in flight -> payout clearing, with the payment
 * reference) or rejected (in flight -> back to the clipper's wallet). The row is locked, so two admins
 * clicking at once settle it once and the second gets 409.
 */
export async function settleWithdrawal(tx: Tx, id: string, settlement: Settlement): Promise<Withdrawal> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  if (!row) throw notFound('withdrawalNotFound');
  if (row.status !== 'requested') throw conflict('withdrawalProcessed');
  const paid = settlement.outcome === 'paid';
  await tx
    .update(withdrawals)
    .set({ status: settlement.outcome, reference: paid ? settlement.reference : null, processedAt: new Date() })
    .where(eq(withdrawals.id, id));
  await postTransaction(tx, {
    type: paid ? 'withdrawal_paid' : 'withdrawal_rejected',
    userId: row.userId,
    amount: row.amount,
    description: paid
      ? words('ledger.withdrawalPaid', { upiId: row.upiId, reference: settlement.reference })
      : settlement.reason
        ? words('ledger.withdrawalRejectedWhy', { upiId: row.upiId, reason: settlement.reason })
        : words('ledger.withdrawalRejected', { upiId: row.upiId }),
    idempotencyKey: `withdrawal:${id}:settle`,
    entries: [
      { account: accountKeys.withdrawalsInFlight, amount: -row.amount },
      { account: paid ? accountKeys.payoutClearing : accountKeys.wallet(row.userId), amount: row.amount },
    ],
  });
  const settled = { id, clipperId: row.userId, amount: row.amount, upiId: row.upiId };
  await enqueueEmail(
    tx,
    settlement.outcome === 'paid'
      ? withdrawalPaid({ ...settled, reference: settlement.reference })
      : withdrawalRejected({ ...settled, reason: settlement.reason }),
  );
  const withdrawal = await readWithdrawal(tx, id);
  if (!withdrawal) throw new Error('Withdrawal vanished while settling');
  return withdrawal;
}
