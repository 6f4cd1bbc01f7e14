import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type * as z from 'zod';
import type { adminPayoutsResponse, updatePayoutPolicyRequest } from '../../../schemas/payouts';
import type { Db, Tx } from '../db/client';
import { payoutSettings, withdrawals } from '../db/wallet-schema';
import type { PayoutsSettings } from '../config-money';
import { selectWithdrawals, toWithdrawal } from '../wallet/withdrawal-view';
import { holdFor } from './payout-policy';
import { newPayoutKey } from './send-payout';
import { readPayoutPolicy, type PayoutPolicy } from './payout-settings';

/** How many of each list Admin > Payouts shows. */
const LIST_LIMIT = 50;

/** Admin > Payouts (docs/payouts.md#admin): mode, policy, counts by state, what is in flight and what failed. */
export async function payoutsOverview(
  db: Db | Tx,
  mode: PayoutsSettings['mode'],
): Promise<z.output<typeof adminPayoutsResponse>['data']> {
  const policy = await readPayoutPolicy(db);
  const counts = await db
    .select({
      status: withdrawals.status,
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${withdrawals.amount}), 0)::bigint`.mapWith(Number),
    })
    .from(withdrawals)
    .groupBy(withdrawals.status);
  const inFlight = await selectWithdrawals(db)
    .where(eq(withdrawals.status, 'sending'))
    .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
    .limit(LIST_LIMIT);
  const failed = await selectWithdrawals(db)
    .where(
      or(
        eq(withdrawals.status, 'returned'),
        and(eq(withdrawals.status, 'requested'), eq(withdrawals.holdReason, 'send_failed')),
      ),
    )
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(LIST_LIMIT);
  return {
    mode,
    policy,
    counts: counts.map((c) => ({ status: c.status, count: c.count, amount: c.amount })),
    inFlight: inFlight.map(toWithdrawal),
    failed: failed.map(toWithdrawal),
  };
}

/**
 * The admin saves the policy. Resuming sends what the pause held, as the policy now says: each becomes 'sending'
 * with its key, for the scheduler's next run, unless another rule holds it now (docs/payouts.md#policy).
 */
export async function updatePayoutPolicy(
  tx: Tx,
  input: z.output<typeof updatePayoutPolicyRequest>,
): Promise<PayoutPolicy> {
  await tx
    .update(payoutSettings)
    .set({ autoLimit: input.autoLimit, paused: input.paused, updatedAt: new Date() })
    .where(eq(payoutSettings.id, 1));
  const policy = await readPayoutPolicy(tx);
  if (!input.paused) {
    const held = await tx
      .select({
        id: withdrawals.id,
        clipperId: withdrawals.userId,
        amount: withdrawals.amount,
        upiId: withdrawals.upiId,
      })
      .from(withdrawals)
      .where(and(eq(withdrawals.status, 'requested'), eq(withdrawals.holdReason, 'paused')))
      .for('update');
    for (const { id, ...request } of held) {
      // The policy as it stands now: a limit lowered during the pause, or a flag raised meanwhile, still holds it.
      const hold = await holdFor(tx, policy, request);
      await tx
        .update(withdrawals)
        .set(
          hold === null
            ? { status: 'sending', holdReason: null, payoutKey: newPayoutKey(), nextAttemptAt: new Date() }
            : { holdReason: hold },
        )
        .where(eq(withdrawals.id, id));
    }
  }
  return policy;
}
