import { and, asc, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { withdrawals } from '../db/wallet-schema';
import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';
import { logger } from '../ops/logger';
import { applyPayoutAnswer } from '../payouts/apply-payout';
import { PayoutCallError } from '../payouts/payout-gateway';
import { readPayoutPolicy } from '../payouts/payout-settings';
import { sendPayout } from '../payouts/send-payout';
import type { SchedulerJob } from './scheduler';

/** Payouts sent or read per run at most; the next run takes the rest. */
const PER_RUN = 100;
/** A payout not final this long after it was sent is read from the provider (and again this often). */
export const RECONCILE_AFTER_MS = 10 * 60_000;

/**
 * Payouts (docs/payouts.md#reconciliation): each run sends again, with the same idempotency key, every 'sending'
 * withdrawal whose create failed or whose answer was lost (a crash between the provider's accept and our commit),
 * unless the admin paused payouts; and reads from the provider every payout not final 10 minutes after it was sent,
 * applying its state as a webhook would. Nothing to do when an admin pays by hand.
 */
export const sendPayouts: SchedulerJob = {
  name: 'send-payouts',
  async run(deps: Deps, now: Date) {
    const { payouts } = deps;
    if (!payouts) return;
    const policy = await readPayoutPolicy(deps.db);
    if (!policy.paused) {
      const due = await deps.db
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(
          and(eq(withdrawals.status, 'sending'), isNull(withdrawals.payoutId), lte(withdrawals.nextAttemptAt, now)),
        )
        .orderBy(asc(withdrawals.nextAttemptAt), asc(withdrawals.id))
        .limit(PER_RUN);
      for (const { id } of due) await sendPayout(deps, payouts, id, now);
    }
    const before = new Date(now.getTime() - RECONCILE_AFTER_MS);
    const stale = await deps.db
      .select({ id: withdrawals.id, payoutId: withdrawals.payoutId })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.status, 'sending'),
          isNotNull(withdrawals.payoutId),
          lte(withdrawals.sentAt, before),
          or(isNull(withdrawals.checkedAt), lte(withdrawals.checkedAt, before)),
        ),
      )
      .orderBy(asc(withdrawals.sentAt), asc(withdrawals.id))
      .limit(PER_RUN);
    for (const { id, payoutId } of stale) {
      if (!payoutId) continue;
      try {
        const answer = await payouts.getPayout(payoutId);
        await commitChange(deps, (tx) => applyPayoutAnswer(tx, id, answer, now));
      } catch (error) {
        if (!(error instanceof PayoutCallError)) throw error;
        logger.warn({ withdrawalId: id, payoutId, err: error }, 'Payout read failed; the next run tries again');
        await commitChange(deps, (tx) => tx.update(withdrawals).set({ checkedAt: now }).where(eq(withdrawals.id, id)));
      }
    }
  },
};
