import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { campaigns, clips } from '../db/schema';
import { grossFor, netFor } from '../ledger/payout-math';

/**
 * Estimates of what pending clips will cost (gross) and pay (net), from their claimed views, each capped
 * at its campaign's remaining budget as an approval now would be (DESIGN.md section 4).
 */
async function pendingGrosses(db: Db | Tx, where: SQL | undefined): Promise<number[]> {
  const rows = await db
    .select({
      claimedViews: clips.claimedViews,
      payoutRate: campaigns.payoutRate,
      remaining: sql<number>`${campaigns.totalBudget} - ${campaigns.amountSpent}`.mapWith(Number),
    })
    .from(clips)
    .innerJoin(campaigns, eq(campaigns.id, clips.campaignId))
    .where(and(eq(clips.status, 'pending'), sql`${campaigns.deletedAt} is null`, where));
  return rows.map((r) => grossFor(r.claimedViews, r.payoutRate, Math.max(0, r.remaining)));
}

/** Creator's pendingPayouts: estimated gross of pending clips on their campaigns. */
export async function estimatedPendingPayouts(db: Db | Tx, creatorId: string): Promise<number> {
  const grosses = await pendingGrosses(db, eq(campaigns.creatorId, creatorId));
  return grosses.reduce((sum, gross) => sum + gross, 0);
}

/** Clipper's pendingEarnings: estimated net of their pending clips. */
export async function estimatedPendingEarnings(db: Db | Tx, clipperId: string): Promise<number> {
  const grosses = await pendingGrosses(db, eq(clips.userId, clipperId));
  return grosses.reduce((sum, gross) => sum + netFor(gross), 0);
}
