import type { Withdrawal, WithdrawRequest } from '../../../schemas/wallet';
import type { Tx } from '../db/client';
import { withdrawals } from '../db/wallet-schema';
import { accountKeys } from '../ledger/accounts';
import { postTransaction } from '../ledger/post';
import { withdrawalRequested } from '../mail/messages';
import { enqueueForAdmins, nameOf } from '../mail/outbox';
import { readWithdrawal } from './withdrawal-view';

export const AMOUNT_EXCEEDS_BALANCE = 'Amount exceeds available balance';

/**
 * A clipper asks to be paid to a UPI ID: the amount moves from their wallet to withdrawals in flight
 * (a hold) in the same DB transaction as the request row, so concurrent requests cannot overdraw
 * (postTransaction locks the wallet row and refuses below zero with the 422 above).
 */
export async function requestWithdrawal(tx: Tx, clipperId: string, input: WithdrawRequest): Promise<Withdrawal> {
  const [row] = await tx
    .insert(withdrawals)
    .values({ userId: clipperId, amount: input.amount, upiId: input.upiId })
    .returning({ id: withdrawals.id });
  if (!row) throw new Error('Withdrawal insert returned no row');
  await postTransaction(tx, {
    type: 'withdrawal_request',
    userId: clipperId,
    amount: input.amount,
    description: `Withdrawal to UPI ${input.upiId} requested`,
    idempotencyKey: `withdrawal:${row.id}:hold`,
    entries: [
      { account: accountKeys.wallet(clipperId), amount: -input.amount },
      { account: accountKeys.withdrawalsInFlight, amount: input.amount },
    ],
    insufficientMessage: AMOUNT_EXCEEDS_BALANCE,
  });
  const clipperName = await nameOf(tx, clipperId);
  await enqueueForAdmins(
    tx,
    withdrawalRequested({ id: row.id, clipperName, amount: input.amount, upiId: input.upiId }),
  );
  const withdrawal = await readWithdrawal(tx, row.id);
  if (!withdrawal) throw new Error('Withdrawal vanished after insert');
  return withdrawal;
}
