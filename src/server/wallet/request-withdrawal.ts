import { words } from '../i18n/catalogue';
import { sql } from 'drizzle-orm';
import { formatRupees } from '../../../schemas/money';
import type { Withdrawal, WithdrawRequest } from '../../../schemas/wallet';
import type { Tx } from '../db/client';
import { savedUpiIds, withdrawals } from '../db/wallet-schema';
import { accountKeys } from '../ledger/accounts';
import { postTransaction } from '../ledger/post';
import { withdrawalRequested } from '../mail/messages';
import { enqueueForAdmins, nameOf } from '../mail/outbox';
import { holdFor } from '../payouts/payout-policy';
import { readPayoutPolicy } from '../payouts/payout-settings';
import { firstAttemptAt, newPayoutKey } from '../payouts/send-payout';
import { said, unprocessable } from '../refusals';
import { readWithdrawal } from './withdrawal-view';

export type WithdrawalRules = {
  /** A payout provider sends withdrawals (PAYOUTS_MODE razorpayx or sandbox); false: an admin pays each by hand. */
  automatic: boolean;
  minPaise: number;
};

/**
 * A clipper asks to be paid to a UPI ID: the amount moves from their wallet to withdrawals in flight
 * (a hold) in the same DB transaction as the request row, so concurrent requests cannot overdraw
 * (postTransaction locks the wallet row and refuses below zero with the 422 above). The payout policy
 * (docs/payouts.md#policy) decides whether it goes out at once ('sending', with its idempotency key stored before
 * any call) or waits for an admin ('requested', saying why); the UPI ID joins the clipper's saved ones.
 */
export async function requestWithdrawal(
  tx: Tx,
  clipperId: string,
  input: WithdrawRequest,
  rules: WithdrawalRules,
): Promise<Withdrawal> {
  if (input.amount < rules.minPaise)
    throw unprocessable(said('minimumWithdrawal', { minimum: formatRupees(rules.minPaise) }));
  // By hand every withdrawal waits for an admin, and the policy is not read.
  const request = { clipperId, amount: input.amount, upiId: input.upiId };
  const hold = rules.automatic ? await holdFor(tx, await readPayoutPolicy(tx), request) : 'manual';
  const [row] = await tx
    .insert(withdrawals)
    .values({
      userId: clipperId,
      amount: input.amount,
      upiId: input.upiId,
      ...(hold === null
        ? { status: 'sending' as const, payoutKey: newPayoutKey(), nextAttemptAt: firstAttemptAt(new Date()) }
        : { status: 'requested' as const, holdReason: hold }),
    })
    .returning({ id: withdrawals.id });
  if (!row) throw new Error('Withdrawal insert returned no row');
  await postTransaction(tx, {
    type: 'withdrawal_request',
    userId: clipperId,
    amount: input.amount,
    description: words('ledger.withdrawalRequested', { upiId: input.upiId }),
    idempotencyKey: `withdrawal:${row.id}:hold`,
    entries: [
      { account: accountKeys.wallet(clipperId), amount: -input.amount },
      { account: accountKeys.withdrawalsInFlight, amount: input.amount },
    ],
    insufficientMessage: 'amountExceedsBalance',
  });
  await tx
    .insert(savedUpiIds)
    .values({ userId: clipperId, address: input.upiId })
    .onConflictDoUpdate({ target: [savedUpiIds.userId, savedUpiIds.address], set: { lastUsedAt: sql`now()` } });
  if (hold !== null) {
    // Only what waits for an admin is news to them.
    const clipperName = await nameOf(tx, clipperId);
    await enqueueForAdmins(
      tx,
      withdrawalRequested({ id: row.id, clipperName, amount: input.amount, upiId: input.upiId }),
    );
  }
  const withdrawal = await readWithdrawal(tx, row.id);
  if (!withdrawal) throw new Error('Withdrawal vanished after insert');
  return withdrawal;
}
