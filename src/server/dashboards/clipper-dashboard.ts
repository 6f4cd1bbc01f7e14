import { RECENT_CLIPS_COUNT, type UserDashboard } from '../../../schemas/dashboard';
import { toPublicUser } from '../auth/public-user';
import { listClipsOf } from '../clips/my-clips';
import { clipperFiguresOf } from '../clips/clipper-figures';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import { clipperChannels } from '../db/trust-schema';
import type { SessionUser } from '../deps';
import { accountKeys, balancesOf } from '../ledger/accounts';
import { listJoinedCampaigns } from '../campaigns/campaign-list';

/**
 * What the clipper dashboard shows: wallet figures, their most recent clips with the counts per status
 * (My Clips pages through the rest), how many campaigns they joined with the most recently joined first page
 * (GET /api/campaigns/joined pages on from `joinedCampaignsNextCursor`), and
 * whether their channel is linked where clips need one (`channelRequired`: YouTube measures views).
 */
export async function clipperDashboard(
  db: Db | Tx,
  user: SessionUser,
  channelRequired: boolean,
): Promise<UserDashboard> {
  // Few statements, each a round trip (on embedded PGlite its fixed cost is most of a small read's): both
  // balances in one, and the running figures with the channel in one.
  const walletKey = accountKeys.wallet(user.id);
  const heldKey = accountKeys.held(user.id);
  const balances = await balancesOf(db, [walletKey, heldKey]);
  const { counts, totalEarned, pendingAmount } = await clipperFiguresOf(db, user.id);
  const recent = await listClipsOf(db, user.id, { limit: RECENT_CLIPS_COUNT });
  const joined = await listJoinedCampaigns(db, user.id, {});
  // The joined count is a running figure (joinCampaign, deleteCampaign keep it), so it does not grow with them.
  const [figures] = await db
    .select({
      joinedCampaignsCount: users.joinedCampaignsCount,
      channelId: clipperChannels.channelId,
      verifiedAt: clipperChannels.verifiedAt,
    })
    .from(users)
    .leftJoin(clipperChannels, eq(clipperChannels.userId, users.id))
    .where(eq(users.id, user.id));
  return {
    user: {
      ...toPublicUser(user),
      wallet: {
        balance: balances.get(walletKey) ?? 0,
        totalEarned,
        held: balances.get(heldKey) ?? 0,
        pendingAmount,
      },
    },
    userClips: recent.clips,
    clipCounts: counts,
    joinedCampaigns: joined.campaigns,
    joinedCampaignsNextCursor: joined.nextCursor,
    joinedCampaignsCount: figures?.joinedCampaignsCount ?? 0,
    channel: { required: channelRequired, linked: Boolean(figures?.channelId && figures.verifiedAt) },
  };
}
