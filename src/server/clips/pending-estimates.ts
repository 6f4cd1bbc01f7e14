import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { campaigns, clips } from '../db/schema';
import { grossFor, netFor } from '../../../schemas/payout-math';

export type PendingClipFigures = { claimedViews: number; payoutRate: number; remaining: number };

/** What a pending clip would cost if approved now at its claimed views: capped like an approval. */
export function estimatedGrossOf(clip: PendingClipFigures): number {
  return grossFor(clip.claimedViews, clip.payoutRate, Math.max(0, clip.remaining));
}

/** What the clipper would receive for these pending clips (each clip's net, DESIGN.md section 4). */
export function estimatedNetOfPending(pending: PendingClipFigures[]): number {
  return pending.reduce((sum, clip) => sum + netFor(estimatedGrossOf(clip)), 0);
}

async function pendingClipFigures(db: Db | Tx, where: SQL | undefined): Promise<PendingClipFigures[]> {
  return db
    .select({
      claimedViews: clips.claimedViews,
      payoutRate: campaigns.payoutRate,
      remaining: sql<number>`${campaigns.totalBudget} - ${campaigns.amountSpent}`.mapWith(Number),
    })
    .from(clips)
    .innerJoin(campaigns, eq(campaigns.id, clips.campaignId))
    .where(and(eq(clips.status, 'pending'), sql`${campaigns.deletedAt} is null`, where));
}

/** Creator's pendingPayouts: estimated gross of pending clips on their campaigns. */
export async function estimatedPendingPayouts(db: Db | Tx, creatorId: string): Promise<number> {
  const pending = await pendingClipFigures(db, eq(campaigns.creatorId, creatorId));
  return pending.reduce((sum, clip) => sum + estimatedGrossOf(clip), 0);
}

/** Clipper's pendingEarnings / pendingAmount: estimated net of their pending clips. */
export async function estimatedPendingEarnings(db: Db | Tx, clipperId: string): Promise<number> {
  return estimatedNetOfPending(await pendingClipFigures(db, eq(clips.userId, clipperId)));
}
