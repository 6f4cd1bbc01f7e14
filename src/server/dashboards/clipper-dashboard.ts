import { and, eq, sql } from 'drizzle-orm';
import type { UserDashboard } from '../../../schemas/dashboard';
import { toPublicUser } from '../auth/public-user';
import { listJoinedCampaigns } from '../campaigns/campaign-list';
import { listClipsOf } from '../clips/my-clips';
import type { Db, Tx } from '../db/client';
import { clips } from '../db/schema';
import type { SessionUser } from '../deps';
import { accountKeys, balanceOf } from '../ledger/accounts';
import { estimatedPendingEarnings } from '../clips/pending-estimates';

/** What the clipper dashboard shows: wallet figures, their clips and the campaigns they joined. */
export async function clipperDashboard(db: Db | Tx, user: SessionUser): Promise<UserDashboard> {
  const balance = await balanceOf(db, accountKeys.wallet(user.id));
  const [earned] = await db
    .select({ total: sql<number>`coalesce(sum(${clips.netPaid}), 0)`.mapWith(Number) })
    .from(clips)
    .where(and(eq(clips.userId, user.id), eq(clips.status, 'approved')));
  return {
    user: {
      ...toPublicUser(user),
      wallet: { balance, totalEarned: earned?.total ?? 0, pendingAmount: await estimatedPendingEarnings(db, user.id) },
    },
    userClips: await listClipsOf(db, user.id),
    joinedCampaigns: await listJoinedCampaigns(db, user.id),
  };
}
