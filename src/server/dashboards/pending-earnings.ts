import { netFor, grossFor } from '../ledger/payout-math';

export type PendingClipFigures = { claimedViews: number; payoutRate: number; remaining: number };

/**
 * What the clipper would receive if their pending clips were approved at the views they claimed: each
 * clip's net, capped as an approval would cap it at its campaign's remaining budget.
 */
export function estimatedNetOfPending(clips: PendingClipFigures[]): number {
  return clips.reduce((sum, c) => sum + netFor(grossFor(c.claimedViews, c.payoutRate, Math.max(0, c.remaining))), 0);
}
