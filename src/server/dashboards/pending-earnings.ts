export type PendingClipFigures = { claimedViews: number; payoutRate: number; remaining: number };

// Placeholder until ledger/payout-math.ts lands.
export function estimatedNetOfPending(_clips: PendingClipFigures[]): number {
  return 0;
}
