import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Clip, SubmitClipRequest } from '../../../schemas/clip';
import { CLIP_LINK_MESSAGE } from '../../../schemas/clip';
import { videoOfLink, type Platform } from '../../../schemas/platform';
import { notPayable, platformNotPaid, rateFor } from '../campaigns/campaign-platforms';
import { checkReel, reelStats, type FoundReel } from '../instagram/reel-lookup';
import { isUuid, lockCampaign, notActiveMessage, type CampaignRecord } from '../campaigns/campaign-record';
import { checkVideoOwnership, verifiedChannelOf, type VerifiedChannel } from '../channels/video-ownership';
import { askYouTube } from '../channels/youtube-refusals';
import type { Config } from '../config';
import type { Tx } from '../db/client';
import { creatorBlocks } from '../db/blocks-schema';
import { clips } from '../db/schema';
import { campaignParticipants } from '../db/participants-schema';
import { badRequest, forbidden, notFound, said, unprocessable } from '../refusals';
import { clipAwaitingReview } from '../mail/messages';
import { emailWrites } from '../mail/outbox';
import { writeTogether } from '../db/write-together';
import type { VideoStats, YouTube } from '../youtube/youtube-api';
import { readClip } from './clip-record';
import { recordMeasurement } from './record-measurement';
import { reserveVideo } from './video-reservation';
import { blockOf, refuseBlocked } from '../blocks/creator-blocks';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** When an unmeasured reel is asked next, and until when (as recordMeasurement sets them for a measured clip). */
const firstReelMeasurement = (now: Date, measurement: Config['measurement']) => ({
  nextMeasureAt: new Date(now.getTime() + measurement.everyHours * HOUR_MS),
  measureUntil: new Date(now.getTime() + measurement.forDays * DAY_MS),
});

/**
 * The platform and canonical video id of a submitted link (differently written links of one video are one
 * submission); 400 otherwise.
 */
export function submittedVideo(clipLink: string): { platform: Platform; videoId: string } {
  const video = videoOfLink(clipLink);
  if (!video) throw badRequest(CLIP_LINK_MESSAGE);
  return video;
}

/** What YouTube says of the video now: its statistics, or null when it is private or deleted; 503 when YouTube cannot answer. */
export async function lookUpVideo(youtube: YouTube, videoId: string, now: Date): Promise<VideoStats | null> {
  const found = await askYouTube(() => youtube.videos([videoId], now));
  return found.get(videoId) ?? null;
}

/** A campaign before its start date refuses clips, saying when it starts (UTC, as the emails write times). */
const notStarted = (startsAt: Date) =>
  said('notStarted', { when: startsAt.toISOString().slice(0, 16).replace('T', ' ') });

type Submitter = { campaign: CampaignRecord; joinedAt: Date; channel: VerifiedChannel | null };

/**
 * Who may submit to the campaign: a clipper who joined it (403), while it is active and started, on a platform it pays
 * for (422), and, when views are measured, with a verified channel (422). Run once before asking YouTube (so those refusals spend no quota) and
 * again in the submission's transaction, with the campaign share-locked (a completion or deletion waits for it).
 */
export async function checkSubmitter(
  tx: Tx,
  userId: string,
  campaignId: string,
  measured: boolean,
  { platform, payable }: { platform: Platform; payable: readonly Platform[] },
): Promise<Submitter> {
  if (!isUuid(campaignId)) throw notFound('campaignNotFound');
  const campaign = await lockCampaign(tx, campaignId, 'share');
  // Their join, and the creator's block of them if any, in one statement.
  const [joined] = await tx
    .select({ joinedAt: campaignParticipants.joinedAt, blocked: creatorBlocks.clipperId })
    .from(campaignParticipants)
    .leftJoin(creatorBlocks, blockOf(campaign.creatorId, campaignParticipants.userId))
    .where(and(eq(campaignParticipants.campaignId, campaign.id), eq(campaignParticipants.userId, userId)));
  if (!joined) throw forbidden('joinBeforeSubmitting');
  if (campaign.status !== 'active') throw unprocessable(notActiveMessage(campaign.status, 'clips'));
  // Before its start date it takes no clips (docs/product.md#campaign-dates).
  if (campaign.startsAt && campaign.startsAt > new Date()) throw unprocessable(notStarted(campaign.startsAt));
  refuseBlocked(joined.blocked);
  if (!campaign.platforms.includes(platform)) throw platformNotPaid(platform, campaign.platforms);
  if (!payable.includes(platform)) throw notPayable(platform);
  // A Short needs the clipper's verified channel; a reel their linked Instagram account (found before, reel-lookup.ts).
  const channel = measured && platform === 'youtube_shorts' ? await verifiedChannelOf(tx, userId) : null;
  return { campaign, joinedAt: joined.joinedAt, channel };
}

export type Submission = {
  platform: Platform;
  videoId: string;
  /**
   * What the platform says of the video, asked before the transaction: YouTube's answer for a Short, the reel as found
   * among the clipper's Instagram media; null when views are not measured.
   */
  measured: { video: VideoStats | null } | { reel: FoundReel } | null;
  /** The platforms this server can pay for. */
  payable: readonly Platform[];
  now: Date;
  measurement: Config['measurement'];
};

/**
 * A clipper submits a YouTube video to a campaign they joined (docs/trust.md#channel-ownership and
 * #video-reservation). Measured, the video must be public, on their verified channel and published after they
 * joined; it then carries its channel, publication and first measurement. Every clip's review deadline is the
 * submission plus the campaign's review window.
 */
export async function submitClip(
  tx: Tx,
  clipper: { id: string; name: string },
  input: SubmitClipRequest,
  submission: Submission,
): Promise<Clip> {
  const userId = clipper.id;
  const { platform, videoId, measured, now } = submission;
  const { campaign, joinedAt, channel } = await checkSubmitter(tx, userId, input.campaignId, measured !== null, {
    platform,
    payable: submission.payable,
  });
  const reel = measured && 'reel' in measured ? checkReel(measured.reel, joinedAt, campaign.requiredTags) : null;
  let video: VideoStats | null = null;
  if (reel) video = reel.insights ? reelStats(reel, reel.insights) : null;
  else if (measured && 'video' in measured && channel) {
    video = checkVideoOwnership(measured.video, channel, joinedAt, campaign.requiredTags);
  }
  await reserveVideo(tx, { platform, videoId }, now);
  const reviewDeadline = new Date(now.getTime() + campaign.reviewWindowHours * HOUR_MS);

  // Named here, so the clip and the creator's email go in one statement.
  const id = randomUUID();
  const insert = tx.insert(clips).values({
    id,
    campaignId: campaign.id,
    userId,
    creatorId: campaign.creatorId,
    // The rate the clipper was shown (their platform's) is the rate they are paid, whatever the creator sets later.
    payoutRate: rateFor(campaign, platform),
    platform,
    youtubeLink: input.clipLink,
    videoId,
    notes: input.notes?.trim() ?? '',
    claimedViews: input.viewCount ?? 0,
    mediaId: reel?.media.id ?? null,
    channelId: reel?.account.igUserId ?? video?.channelId ?? null,
    videoPublishedAt: reel?.media.publishedAt ?? video?.publishedAt ?? null,
    // A reel too new for Instagram's insights (error 10) is asked again on the schedule, not read as 0 views.
    ...(reel && !video && firstReelMeasurement(now, submission.measurement)),
    // From the same instant as its submission time, so the window is exactly the campaign's.
    createdAt: now,
    reviewDeadline,
  });
  const email = clipAwaitingReview({
    id,
    creatorId: campaign.creatorId,
    campaignTitle: campaign.title,
    clipperName: clipper.name,
    youtubeLink: input.clipLink,
    reviewDeadline,
  });
  await writeTogether(tx, [insert, ...emailWrites(tx, email)]);
  if (video) await recordMeasurement(tx, id, video, now, submission.measurement);
  return readClip(tx, id);
}
