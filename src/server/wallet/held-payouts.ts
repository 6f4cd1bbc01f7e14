import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { WALLET_HISTORY_LIMIT, type ClipperWallet } from '../../../schemas/wallet';
import type { Db, Tx } from '../db/client';
import { campaigns, clips } from '../db/schema';

/**
 * The clipper's approvals still in their holdback, soonest release first (docs/trust.md#holdback). A payout
 * lowered to nothing (its video gone from YouTube) holds nothing, so it is not listed.
 */
export async function heldPayoutsOf(db: Db | Tx, clipperId: string): Promise<ClipperWallet['holds']> {
  const rows = await db
    .select({ clipId: clips.id, campaignTitle: campaigns.title, amount: clips.netPaid, heldUntil: clips.heldUntil })
    .from(clips)
    .innerJoin(campaigns, eq(campaigns.id, clips.campaignId))
    .where(and(eq(clips.userId, clipperId), isNotNull(clips.heldUntil), isNull(clips.releasedAt), gt(clips.netPaid, 0)))
    .orderBy(asc(clips.heldUntil), asc(clips.id))
    .limit(WALLET_HISTORY_LIMIT);
  return rows.flatMap((row) => (row.heldUntil ? [{ ...row, heldUntil: row.heldUntil.toISOString() }] : []));
}
