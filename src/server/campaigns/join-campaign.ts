import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { creatorBlocks } from '../db/blocks-schema';
import { campaigns, users } from '../db/schema';
import { campaignParticipants } from '../db/participants-schema';
import { conflict, unprocessable } from '../refusals';
import { blockOf, refuseBlocked } from '../blocks/creator-blocks';
import { lockCampaign, notActiveMessage } from './campaign-record';

/** A clipper joins an active campaign once; the campaign's participant count and their joined count grow with it. */
export async function joinCampaign(tx: Tx, userId: string, campaignId: string): Promise<void> {
  // FOR UPDATE, not SHARE: the count below updates this row, and two joins holding share locks that both
  // upgrade deadlock (PostgreSQL aborts one of them: a 500 under concurrent joins).
  const campaign = await lockCampaign(tx, campaignId, 'update');
  // The clipper's row with their join of it, if any, and the creator's block of them, if any: one statement.
  const [clipper] = await tx
    .select({ joined: campaignParticipants.userId, blocked: creatorBlocks.clipperId })
    .from(users)
    .leftJoin(
      campaignParticipants,
      and(eq(campaignParticipants.campaignId, campaignId), eq(campaignParticipants.userId, users.id)),
    )
    .leftJoin(creatorBlocks, blockOf(campaign.creatorId, users.id))
    .where(eq(users.id, userId));
  // Checked before the status, so a clipper who joined earlier still learns they are in.
  if (clipper?.joined) throw conflict('alreadyJoined');
  if (campaign.status !== 'active') throw unprocessable(notActiveMessage(campaign.status, 'participants'));
  refuseBlocked(clipper?.blocked ?? null);
  const inserted = await tx
    .insert(campaignParticipants)
    .values({ campaignId, userId })
    .onConflictDoNothing()
    .returning({ userId: campaignParticipants.userId });
  if (inserted.length === 0) throw conflict('alreadyJoined');
  await tx
    .update(campaigns)
    .set({ participantsCount: sql`${campaigns.participantsCount} + 1` })
    .where(eq(campaigns.id, campaignId));
  await tx
    .update(users)
    .set({ joinedCampaignsCount: sql`${users.joinedCampaignsCount} + 1` })
    .where(eq(users.id, userId));
}
