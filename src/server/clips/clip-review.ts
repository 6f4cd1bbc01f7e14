import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { campaigns, clips } from '../db/schema';
import { conflict, forbidden, notFound } from '../refusals';

export type ClipUnderReview = { clip: typeof clips.$inferSelect; campaign: typeof campaigns.$inferSelect };

/**
 * A pending clip locked with its campaign, after `mayReview` accepted the campaign (it throws to refuse).
 * The campaign row is locked first, as deleting a campaign does, so a review and a deletion cannot deadlock.
 */
export async function lockPendingClip(
  tx: Tx,
  clipId: string,
  mayReview: (campaign: ClipUnderReview['campaign']) => void,
): Promise<ClipUnderReview> {
  const { campaign, clip } = await lockClipWithCampaign(tx, clipId);
  mayReview(campaign);
  if (clip.status !== 'pending') throw conflict('alreadyReviewed');
  return { clip, campaign };
}

/** A clip locked with its campaign, whatever its state (404 when there is none). */
export async function lockClipWithCampaign(tx: Tx, clipId: string): Promise<ClipUnderReview> {
  // Both rows in one statement; PostgreSQL locks a join's rows in the order of its FROM list, campaign first.
  const [found] = await tx
    .select({ campaign: campaigns, clip: clips })
    .from(campaigns)
    .innerJoin(clips, eq(clips.campaignId, campaigns.id))
    .where(eq(clips.id, clipId))
    .for('update');
  if (!found) throw notFound('clipNotFound');
  return found;
}

/** A pending clip on the reviewer's own campaign, locked with its campaign. */
export async function lockClipForReview(tx: Tx, creatorId: string, clipId: string): Promise<ClipUnderReview> {
  return lockPendingClip(tx, clipId, (campaign) => {
    if (campaign.creatorId !== creatorId) throw forbidden('reviewOwnCampaignsOnly');
  });
}
