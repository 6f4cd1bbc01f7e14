import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { campaigns, clips } from '../db/schema';
import { grossFor, netFor } from '../../../schemas/payout-math';

/** A pending clip's figures; `remaining` is the budget left for it (see allocateRemaining). */
export type PendingClipFigures = { claimedViews: number; payoutRate: number; remaining: number };

type PendingClip = PendingClipFigures & { campaignId: string; userId: string };

/** What a pending clip would cost if approved now at its claimed views: capped like an approval. */
export function estimatedGrossOf(clip: PendingClipFigures): number {
  return grossFor(clip.claimedViews, clip.payoutRate, Math.max(0, clip.remaining));
}

/** What the clipper would receive for these pending clips (each clip's net, DESIGN.md section 4). */
export function estimatedNetOfPending(pending: PendingClipFigures[]): number {
  return pending.reduce((sum, clip) => sum + netFor(estimatedGrossOf(clip)), 0);
}

/**
 * Shares each campaign's remaining budget among its pending clips in the order given (oldest first): a clip
 * gets only what older pending clips leave, so the estimates of a campaign never add up to more than its escrow.
 */
export function allocateRemaining<T extends PendingClipFigures & { campaignId: string }>(pending: T[]): T[] {
  const allocated = new Map<string, number>();
  return pending.map((clip) => {
    const used = allocated.get(clip.campaignId) ?? 0;
    const share = { ...clip, remaining: Math.max(0, clip.remaining - used) };
    allocated.set(clip.campaignId, used + estimatedGrossOf(share));
    return share;
  });
}

/** Every pending clip matched by `where` (on live campaigns), oldest first, with its share. */
async function pendingClipsOf(db: Db | Tx, where: SQL | undefined): Promise<PendingClip[]> {
  const rows = await db
    .select({
      campaignId: clips.campaignId,
      userId: clips.userId,
      claimedViews: clips.claimedViews,
      payoutRate: campaigns.payoutRate,
      remaining: sql<number>`${campaigns.totalBudget} - ${campaigns.amountSpent}`.mapWith(Number),
    })
    .from(clips)
    .innerJoin(campaigns, eq(campaigns.id, clips.campaignId))
    .where(and(eq(clips.status, 'pending'), sql`${campaigns.deletedAt} is null`, where))
    .orderBy(asc(clips.createdAt), asc(clips.id));
  return allocateRemaining(rows);
}

/** Creator's pendingPayouts: estimated gross of pending clips on their campaigns (their review queue's index). */
export async function estimatedPendingPayouts(db: Db | Tx, creatorId: string): Promise<number> {
  const pending = await pendingClipsOf(db, eq(clips.creatorId, creatorId));
  return pending.reduce((sum, clip) => sum + estimatedGrossOf(clip), 0);
}

/** Clipper's pendingEarnings / pendingAmount: estimated net of their pending clips. */
export async function estimatedPendingEarnings(db: Db | Tx, clipperId: string): Promise<number> {
  // Other clippers' older clips on the same campaigns come first in line for the budget.
  const theirCampaigns = db
    .select({ id: clips.campaignId })
    .from(clips)
    .where(and(eq(clips.userId, clipperId), eq(clips.status, 'pending')));
  const pending = await pendingClipsOf(db, inArray(clips.campaignId, theirCampaigns));
  return estimatedNetOfPending(pending.filter((clip) => clip.userId === clipperId));
}
