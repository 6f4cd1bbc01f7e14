import { and, eq, sql } from 'drizzle-orm';
import type { WithdrawalHold } from '../../../schemas/wallet';
import type { Tx } from '../db/client';
import { queryRows } from '../db/rows';
import { withdrawals } from '../db/wallet-schema';
import type { PayoutPolicy } from './payout-settings';

/**
 * Whether a clipper has an open risk flag: a clip with risk signals still pending review or still in its holdback
 * (docs/trust.md#risk-signals), whose money may yet be taken back.
 */
async function hasOpenRiskFlag(tx: Tx, clipperId: string): Promise<boolean> {
  const [row] = await queryRows<{ flagged: boolean }>(
    tx,
    sql`
    select exists (
      select 1 from clips
      where user_id = ${clipperId} and jsonb_array_length(risk_flags) > 0
        and (status = 'pending' or (status = 'approved' and held_until is not null and released_at is null))
    ) as flagged`,
  );
  return row?.flagged === true;
}

/** Whether this clipper was ever paid to this UPI ID (withdrawals_user_upi_paid_idx). */
async function paidBefore(tx: Tx, clipperId: string, upiId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, clipperId), eq(withdrawals.upiId, upiId), eq(withdrawals.status, 'paid')))
    .limit(1);
  return row !== undefined;
}

/**
 * Why a new withdrawal must wait for an admin when a payout provider pays, or null when it goes out at once
 * (docs/payouts.md#policy): above the automatic limit, the first payout to a UPI ID new to the clipper, an open risk
 * flag, and last the pause switch (a paused one goes out when the admin resumes). By hand, every one waits ('manual').
 */
export async function holdFor(
  tx: Tx,
  policy: PayoutPolicy,
  request: { clipperId: string; amount: number; upiId: string },
): Promise<WithdrawalHold | null> {
  if (request.amount > policy.autoLimit) return 'over_limit';
  if (!(await paidBefore(tx, request.clipperId, request.upiId))) return 'new_upi';
  if (await hasOpenRiskFlag(tx, request.clipperId)) return 'risk_flag';
  if (policy.paused) return 'paused';
  return null;
}
