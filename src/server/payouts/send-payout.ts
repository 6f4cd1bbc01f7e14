import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../db/schema';
import { withdrawals } from '../db/wallet-schema';
import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';
import { logger } from '../ops/logger';
import { applyPayoutAnswer, type Applied } from './apply-payout';
import { PayoutCallError, type PayoutGateway } from './payout-gateway';

/** A new idempotency key (RazorpayX takes 4 to 36 of [A-Za-z0-9 _-]: a UUID is 36), stored before the first call. */
export const newPayoutKey = () => randomUUID();

/**
 * When a failed create is tried again: the scheduler's next run for the first three, then backing off to an hour,
 * so an outage is ridden out without hammering the provider (docs/payouts.md#retries).
 */
export function nextAttemptAt(attempts: number, now: Date): Date {
  const waitMs = attempts <= 3 ? 0 : Math.min(2 ** (attempts - 3) * 60_000, 3_600_000);
  return new Date(now.getTime() + waitMs);
}

/**
 * When the scheduler may first send a withdrawal that a request is sending itself right after its commit: after that
 * call has had time to answer (the RazorpayX client gives up after 10 s), so the scheduler takes only a send whose
 * answer never committed (a crash), never one still in flight.
 */
export const SEND_GRACE_MS = 15_000;
export const firstAttemptAt = (now: Date) => new Date(now.getTime() + SEND_GRACE_MS);

export type Sent = Applied | 'retry' | 'held' | 'skipped';

/**
 * Hands one 'sending' withdrawal to the provider, with no DB transaction open during the call, then applies the
 * answer in one (docs/payouts.md#sending). The key stored with the row is sent unchanged, so a repeat (a retry, two
 * processes at once, a crash before our commit) creates nothing new: the provider answers the payout it made.
 * A retryable failure leaves the row 'sending' for the scheduler; a refusal puts it back in the admin's queue.
 */
export async function sendPayout(
  deps: Deps,
  payouts: PayoutGateway,
  withdrawalId: string,
  now = new Date(),
): Promise<Sent> {
  const [row] = await deps.db
    .select({
      status: withdrawals.status,
      payoutKey: withdrawals.payoutKey,
      payoutId: withdrawals.payoutId,
      amount: withdrawals.amount,
      upiId: withdrawals.upiId,
      attempts: withdrawals.attempts,
      clipperId: users.id,
      name: users.name,
      email: users.email,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(eq(withdrawals.id, withdrawalId));
  if (!row || row.status !== 'sending' || row.payoutKey === null || row.payoutId !== null) return 'skipped';
  const key = row.payoutKey;
  try {
    const answer = await payouts.createPayout({
      idempotencyKey: key,
      referenceId: withdrawalId,
      amountPaise: row.amount,
      destination: { kind: 'vpa', address: row.upiId },
      contact: { name: row.name, email: row.email, referenceId: row.clipperId },
      narration: 'ClipMandi earnings',
    });
    return await commitChange(deps, (tx) => applyPayoutAnswer(tx, withdrawalId, answer, now));
  } catch (error) {
    if (!(error instanceof PayoutCallError)) throw error;
    logger.warn({ withdrawalId, status: error.status, retryable: error.retryable, err: error }, 'Payout create failed');
    // Only the row still waiting on this very key: another process may have had its answer meanwhile.
    const waiting = and(
      eq(withdrawals.id, withdrawalId),
      eq(withdrawals.status, 'sending'),
      eq(withdrawals.payoutKey, key),
      isNull(withdrawals.payoutId),
    );
    // An answer we could not read (a 2xx of another shape) may mean the payout exists: as unknown as no answer,
    // so it is sent again with its key rather than handed to an admin who might reject it.
    const unknown = error.retryable || (error.status !== null && error.status >= 200 && error.status < 300);
    if (unknown) {
      const attempts = row.attempts + 1;
      await commitChange(deps, (tx) =>
        tx
          .update(withdrawals)
          .set({ attempts, nextAttemptAt: nextAttemptAt(attempts, now), payoutNote: error.message })
          .where(waiting),
      );
      return 'retry';
    }
    // Refused (a field the provider will not take, our keys): an admin decides. The key stays: had an earlier
    // attempt whose answer was lost created the payout, sending again with it answers that payout, never a second.
    await commitChange(deps, (tx) =>
      tx
        .update(withdrawals)
        .set({ status: 'requested', holdReason: 'send_failed', payoutNote: error.message, nextAttemptAt: null })
        .where(waiting),
    );
    return 'held';
  }
}
