import { words } from '../i18n/catalogue';
import { payoutReason, payoutReasonWords } from './payout-reason';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { withdrawals } from '../db/wallet-schema';
import { accountKeys } from '../ledger/accounts';
import { postTransaction } from '../ledger/post';
import { withdrawalPaid, withdrawalReturned } from '../mail/messages';
import { enqueueEmail } from '../mail/outbox';
import { logger } from '../ops/logger';
import { RETURNED_STATES, type PayoutAnswer, type PayoutState } from './payout-gateway';

/**
 * How far along RazorpayX's life of a payout a state is: queued, pending, processing, processed, then reversed; the
 * other unpaid ends are as final as a reversal. Events arrive at least once and in any order, so an answer that is
 * not further along than what we hold changes nothing (docs/payouts.md#states).
 */
const STAGE: Readonly<Record<PayoutState, number>> = {
  scheduled: 0,
  queued: 0,
  pending: 1,
  processing: 2,
  processed: 3,
  reversed: 4,
  cancelled: 4,
  rejected: 4,
  failed: 4,
};

const isReturned = (state: PayoutState) => RETURNED_STATES.includes(state);
const knownState = (state: string | null): state is PayoutState => state !== null && state in STAGE;

export type Applied = 'paid' | 'returned' | 'updated' | 'unchanged';

/**
 * What the provider said of a withdrawal's payout, applied once, in the caller's transaction with the row locked:
 * `processed` moves the amount from withdrawals in flight to payout clearing and keeps the UTR; an unpaid end returns
 * it from withdrawals in flight to the wallet; a reversal of a processed payout returns it from payout clearing.
 * The ledger's idempotency keys make each move happen once whatever repeats, and the stage order means a late
 * `processed` never follows a return (docs/payouts.md#ledger).
 */
export async function applyPayoutAnswer(
  tx: Tx,
  withdrawalId: string,
  answer: PayoutAnswer,
  now: Date,
): Promise<Applied> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId)).for('update');
  if (!row) return 'unchanged';
  if (row.payoutId !== null && row.payoutId !== answer.id) {
    logger.error({ withdrawalId, payoutId: answer.id, stored: row.payoutId }, 'A payout answer names another payout');
    return 'unchanged';
  }
  const held = knownState(row.payoutState) ? row.payoutState : null;
  const further = held === null || STAGE[answer.status] > STAGE[held];
  const seen = { payoutId: answer.id, checkedAt: now, sentAt: row.sentAt ?? now };
  if (!further || (row.status !== 'sending' && row.status !== 'paid')) {
    await tx.update(withdrawals).set(seen).where(eq(withdrawals.id, withdrawalId));
    return 'unchanged';
  }
  const settled = { id: row.id, clipperId: row.userId, amount: row.amount, upiId: row.upiId };

  if (row.status === 'sending' && answer.status === 'processed') {
    const utr = answer.utr ?? answer.id;
    await tx
      .update(withdrawals)
      .set({ ...seen, status: 'paid', payoutState: 'processed', reference: utr, processedAt: now, payoutNote: null })
      .where(eq(withdrawals.id, withdrawalId));
    await postTransaction(tx, {
      type: 'withdrawal_paid',
      userId: row.userId,
      amount: row.amount,
      description: words('ledger.withdrawalPaidUtr', { upiId: row.upiId, utr }),
      idempotencyKey: `withdrawal:${row.id}:settle`,
      entries: [
        { account: accountKeys.withdrawalsInFlight, amount: -row.amount },
        { account: accountKeys.payoutClearing, amount: row.amount },
      ],
    });
    await enqueueEmail(tx, withdrawalPaid({ ...settled, reference: utr }));
    return 'paid';
  }

  if (isReturned(answer.status)) {
    // Returned from where the money is: still in flight, or already out to payout clearing (a reversal).
    const from = row.status === 'paid' ? accountKeys.payoutClearing : accountKeys.withdrawalsInFlight;
    const reason = payoutReason(answer);
    await tx
      .update(withdrawals)
      .set({
        ...seen,
        status: 'returned',
        payoutState: answer.status,
        payoutNote: reason.text,
        payoutNoteSaid: payoutReasonWords(reason),
        processedAt: now,
      })
      .where(eq(withdrawals.id, withdrawalId));
    await postTransaction(tx, {
      type: 'withdrawal_returned',
      userId: row.userId,
      amount: row.amount,
      description: words('ledger.withdrawalReturned', { upiId: row.upiId, ...reason.values }),
      idempotencyKey: `withdrawal:${row.id}:return`,
      entries: [
        { account: from, amount: -row.amount },
        { account: accountKeys.wallet(row.userId), amount: row.amount },
      ],
    });
    await enqueueEmail(tx, withdrawalReturned({ ...settled, reason: payoutReasonWords(reason) }));
    return 'returned';
  }

  if (row.status === 'paid') {
    // A paid payout only moves on to a reversal; anything else repeats what we know.
    await tx.update(withdrawals).set(seen).where(eq(withdrawals.id, withdrawalId));
    return 'unchanged';
  }
  // Still on its way (queued for low balance, pending, processing): its state and the provider's note.
  await tx
    .update(withdrawals)
    .set({ ...seen, payoutState: answer.status, payoutNote: answer.reason, payoutNoteSaid: null })
    .where(eq(withdrawals.id, withdrawalId));
  return 'updated';
}
