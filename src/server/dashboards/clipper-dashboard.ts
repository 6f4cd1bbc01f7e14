import { RECENT_CLIPS_COUNT, type UserDashboard } from '../../../schemas/dashboard';
import { toPublicUser } from '../auth/public-user';
import { countJoinedCampaigns } from '../campaigns/campaign-list';
import { clipFiguresOf, listClipsOf } from '../clips/my-clips';
import { estimatedPendingEarnings } from '../clips/pending-estimates';
import type { Db, Tx } from '../db/client';
import type { SessionUser } from '../deps';
import { accountKeys, balanceOf } from '../ledger/accounts';

/**
 * What the clipper dashboard shows: wallet figures, their most recent clips with the counts per status
 * (My Clips pages through the rest), and how many campaigns they joined (GET /api/campaigns/joined pages them).
 */
export async function clipperDashboard(db: Db | Tx, user: SessionUser): Promise<UserDashboard> {
  const balance = await balanceOf(db, accountKeys.wallet(user.id));
  const { counts, totalEarned } = await clipFiguresOf(db, user.id);
  const recent = await listClipsOf(db, user.id, { limit: RECENT_CLIPS_COUNT });
  return {
    user: {
      ...toPublicUser(user),
      wallet: {
        balance,
        totalEarned,
        held: await balanceOf(db, accountKeys.held(user.id)),
        pendingAmount: await estimatedPendingEarnings(db, user.id),
      },
    },
    userClips: recent.clips,
    clipCounts: counts,
    joinedCampaignsCount: await countJoinedCampaigns(db, user.id),
  };
}
