import { and, eq, ne } from 'drizzle-orm';
import type { ClipperChannel } from '../../../schemas/channel';
import { isUniqueViolation } from '../db/constraint-violation';
import { clipperChannels } from '../db/trust-schema';
import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';
import { conflict, said, unprocessable } from '../refusals';
import { readClipperChannel, toClipperChannel } from './clipper-channel';
import { askYouTube } from './youtube-refusals';
import type { Tx } from '../db/client';
import type { ChannelInfo } from '../youtube/youtube-api';

export const noSuchChannel = (channelId: string) => said('noSuchChannel', { channelId });

/**
 * Links the clipper's YouTube channel once its description shows their verification code
 * (docs/trust.md#channel-ownership). YouTube is asked before the transaction, so no row is held while it answers;
 * a channel linked to another clipper is refused (409), and linking another channel replaces the link.
 */
export async function linkChannel(
  deps: LinkDeps,
  userId: string,
  channelId: string,
  now: Date,
): Promise<ClipperChannel> {
  const youtube = deps.youtube;
  if (!youtube) throw unprocessable('channelNotMeasured');
  const { verificationCode } = await readClipperChannel(deps.db, deps.config.jwtSecret, userId);
  const channel = await askYouTube(() => youtube.channel(channelId, now));
  if (!channel) throw unprocessable(noSuchChannel(channelId));
  if (!channel.description.includes(verificationCode))
    throw unprocessable(said('codeMissing', { title: channel.title, code: verificationCode }));
  return saveChannelLink(deps, userId, { channel, verificationCode, now });
}

type LinkDeps = Pick<Deps, 'db' | 'feed' | 'youtube' | 'config' | 'google'>;

/**
 * Stores the clipper's verified channel, however its ownership was proved (the description code, or signing in
 * with Google): a channel linked to another clipper is refused (409), another channel of theirs replaced.
 * `first` runs at the start of the same transaction (a sign-in's state is taken there).
 */
export async function saveChannelLink(
  deps: LinkDeps,
  userId: string,
  { channel, verificationCode, now }: { channel: ChannelInfo; verificationCode: string; now: Date },
  first?: (tx: Tx) => Promise<void>,
): Promise<ClipperChannel> {
  const linked = await commitChange(deps, async (tx) => {
    if (first) await first(tx);
    const [taken] = await tx
      .select({ userId: clipperChannels.userId })
      .from(clipperChannels)
      .where(and(eq(clipperChannels.channelId, channel.id), ne(clipperChannels.userId, userId)));
    if (taken) throw conflict('channelTaken');
    const link = {
      channelId: channel.id,
      channelTitle: channel.title,
      subscriberCount: channel.subscriberCount,
      videoCount: channel.videoCount,
      channelPublishedAt: channel.publishedAt,
      verifiedAt: now,
    };
    try {
      // The first link stores the code it was verified with; a later one keeps it.
      const [row] = await tx
        .insert(clipperChannels)
        .values({ userId, verificationCode, ...link })
        .onConflictDoUpdate({ target: clipperChannels.userId, set: link })
        .returning();
      if (!row) throw new Error('Linking the channel stored no row');
      return { verificationCode: row.verificationCode, row };
    } catch (err) {
      // Another clipper linked the same channel between the check and this update.
      if (isUniqueViolation(err, 'clipper_channels_channel_unique')) throw conflict('channelTaken');
      throw err;
    }
  });
  return toClipperChannel(linked, deps);
}
