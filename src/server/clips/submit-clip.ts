import { and, eq, inArray } from 'drizzle-orm';
import type { Clip, SubmitClipRequest } from '../../../schemas/clip';
import { youtubeVideoId } from '../../../schemas/youtube';
import { CAMPAIGN_NOT_FOUND, isUuid, lockCampaign, notActiveMessage } from '../campaigns/campaign-record';
import type { Tx } from '../db/client';
import { campaignParticipants, clips } from '../db/schema';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../http/errors';
import { readClip } from './clip-record';
import { isUniqueViolation } from './unique-violation';

export const DUPLICATE_VIDEO = 'This video has already been submitted.';

/**
 * A clipper submits a YouTube video to a campaign they joined. The canonical video id is what counts as
 * "the same clip", so differently written links of one video are one submission.
 */
export async function submitClip(tx: Tx, userId: string, input: SubmitClipRequest): Promise<Clip> {
  const videoId = youtubeVideoId(input.clipLink);
  if (!videoId) throw badRequest('Enter a YouTube Shorts, watch or youtu.be video link');
  if (!isUuid(input.campaignId)) throw notFound(CAMPAIGN_NOT_FOUND);
  const campaign = await lockCampaign(tx, input.campaignId, 'share');
  const [joined] = await tx
    .select({ userId: campaignParticipants.userId })
    .from(campaignParticipants)
    .where(and(eq(campaignParticipants.campaignId, campaign.id), eq(campaignParticipants.userId, userId)));
  if (!joined) throw forbidden('Join this campaign before submitting clips to it.');
  if (campaign.status !== 'active') throw unprocessable(notActiveMessage(campaign.status, 'clips'));

  const [live] = await tx
    .select({ id: clips.id })
    .from(clips)
    .where(and(eq(clips.videoId, videoId), inArray(clips.status, ['pending', 'approved'])));
  if (live) throw conflict(DUPLICATE_VIDEO);
  const created = await insertClip(tx, {
    campaignId: campaign.id,
    userId,
    creatorId: campaign.creatorId,
    // The rate the clipper was shown is the rate they are paid, whatever the creator sets later.
    payoutRate: campaign.payoutRate,
    youtubeLink: input.clipLink,
    videoId,
    notes: input.notes?.trim() ?? '',
    claimedViews: input.viewCount ?? 0,
  });
  return readClip(tx, created);
}

/** Inserts the clip; a concurrent submission of the same video loses to the partial unique index: 409. */
async function insertClip(tx: Tx, values: typeof clips.$inferInsert): Promise<string> {
  try {
    const [created] = await tx.insert(clips).values(values).returning({ id: clips.id });
    if (!created) throw new Error('Clip insert returned no row');
    return created.id;
  } catch (err) {
    if (isUniqueViolation(err, 'clips_live_video_unique')) throw conflict(DUPLICATE_VIDEO);
    throw err;
  }
}
