import { and, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { clipperChannels } from '../db/trust-schema';
import { said, unprocessable } from '../refusals';
import type { VideoStats } from '../youtube/youtube-api';
import { missingTags, tagsMissing } from '../clips/required-tags';

/** The longest a YouTube Short can be (YouTube's own limit since October 2024). */
export const SHORT_MAX_SECONDS = 180;
const minutesAndSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export type VerifiedChannel = { channelId: string; title: string };

/** The clipper's verified channel; 422 (linkChannelFirst) when they have none (docs/trust.md#channel-ownership). */
export async function verifiedChannelOf(tx: Tx, userId: string): Promise<VerifiedChannel> {
  const [row] = await tx
    .select({ channelId: clipperChannels.channelId, title: clipperChannels.channelTitle })
    .from(clipperChannels)
    .where(and(eq(clipperChannels.userId, userId), isNotNull(clipperChannels.verifiedAt)));
  if (!row?.channelId) throw unprocessable('linkChannelFirst');
  return { channelId: row.channelId, title: row.title ?? row.channelId };
}

/** YouTube reports publication to the second, so joining within that same second counts as before it. */
const toSecond = (at: Date) => Math.floor(at.getTime() / 1000) * 1000;

/**
 * A measured submission's video must be public (present in YouTube's answer), on the clipper's verified channel,
 * published after they joined the campaign, a Short (at most 3 minutes; docs/trust.md#shorts-only), and carry the
 * campaign's required hashtags and mentions (docs/trust.md#required-tags); else 422
 * saying which. Returns the video.
 */
export function checkVideoOwnership(
  video: VideoStats | null,
  channel: VerifiedChannel,
  joinedAt: Date,
  requiredTags: readonly string[] = [],
): VideoStats {
  if (!video) throw unprocessable('videoNotPublic');
  if (video.channelId !== channel.channelId) throw unprocessable(said('notYourChannel', { title: channel.title }));
  if (video.publishedAt.getTime() < toSecond(joinedAt)) throw unprocessable('publishedBeforeJoining');
  if (video.durationSeconds !== null && video.durationSeconds > SHORT_MAX_SECONDS) {
    throw unprocessable(said('notAShort', { length: minutesAndSeconds(video.durationSeconds) }));
  }
  const missing = missingTags(requiredTags, `${video.title}\n${video.description}`);
  if (missing.length > 0) throw tagsMissing(missing);
  return video;
}
