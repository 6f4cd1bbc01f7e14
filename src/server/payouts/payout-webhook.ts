import { eq, or } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { withdrawals } from '../db/wallet-schema';
import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';
import { badRequest } from '../refusals';
import { applyPayoutAnswer, type Applied } from './apply-payout';
import type { PayoutAnswer, PayoutEvent } from './payout-gateway';

export const NOT_A_PAYOUT_EVENT = 'Ignored: not a payout event.';
export const UNKNOWN_PAYOUT = 'Ignored: no withdrawal has this payout.';

const ANSWERS: Readonly<Record<Applied, string>> = {
  paid: 'Payout processed: withdrawal paid.',
  returned: 'Payout returned: amount back in the wallet.',
  updated: 'Payout state recorded.',
  unchanged: 'Nothing new: already applied.',
};

/**
 * The withdrawal a payout belongs to: by the provider's id once we heard it, else by our reference (an answer lost
 * to a crash or a timeout, which the event is the first to tell us of).
 */
async function withdrawalOf(tx: Tx, payout: PayoutAnswer): Promise<string | null> {
  const byReference = payout.referenceId && /^[0-9a-f-]{36}$/i.test(payout.referenceId) ? payout.referenceId : null;
  const [row] = await tx
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      byReference
        ? or(eq(withdrawals.payoutId, payout.id), eq(withdrawals.id, byReference))
        : eq(withdrawals.payoutId, payout.id),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Applies one payout event, in one transaction: the same path as a send's answer and the reconciliation's read. */
export async function applyPayoutEvent(deps: Pick<Deps, 'db' | 'feed'>, event: PayoutEvent, now = new Date()) {
  return commitChange(deps, async (tx) => {
    const id = await withdrawalOf(tx, event.payout);
    if (!id) return UNKNOWN_PAYOUT;
    return ANSWERS[await applyPayoutAnswer(tx, id, event.payout, now)];
  });
}

/**
 * POST /api/payouts/webhook (docs/payouts.md#webhooks): RazorpayX's payout events, proven by X-Razorpay-Signature
 * over the exact raw body. They arrive at least once and in any order; each applies once (apply-payout.ts). An
 * event we do not act on is answered 200, so RazorpayX does not retry it; a bad signature is a 400.
 */
export async function handlePayoutWebhook(
  deps: Pick<Deps, 'db' | 'feed' | 'payouts'>,
  rawBody: string,
  signature: string | undefined,
): Promise<string> {
  const { payouts } = deps;
  if (!payouts) throw badRequest('payoutsNotAutomatic');
  if (!signature || !payouts.verifyWebhookSignature(rawBody, signature)) throw badRequest('invalidWebhookSignature');
  const event = payouts.parseWebhook(rawBody);
  if (!event) return NOT_A_PAYOUT_EVENT;
  return applyPayoutEvent(deps, event);
}

/** The sandbox's state changes reach the same path a proven webhook does (it has no network to post them over). */
export function listenToPayoutEvents(deps: Pick<Deps, 'db' | 'feed' | 'payouts'>): void {
  deps.payouts?.onEvent?.(async (event) => {
    await applyPayoutEvent(deps, event);
  });
}
