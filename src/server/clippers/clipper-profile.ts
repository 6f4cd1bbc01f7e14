import { and, eq, isNotNull } from 'drizzle-orm';
import type { ClipperProfile } from '../../../schemas/clipper-profile';
import type { Db } from '../db/client';
import { clipperFigures } from '../db/clipper-figures-schema';
import { users } from '../db/schema';
import { clipperChannels } from '../db/trust-schema';
import { notFound } from '../refusals';

/**
 * A clipper's public track record (docs/product.md#track-records): one row of their kept figures (the clips
 * trigger keeps them as clips are decided, appealed, overturned and measured), their account and their linked
 * channel; nothing is counted when it is read.
 */
export async function readClipperProfile(db: Db, clipperId: string): Promise<ClipperProfile> {
  const [row] = await db
    .select({
      name: users.name,
      role: users.role,
      memberSince: users.createdAt,
      approved: clipperFigures.approvedClips,
      rejected: clipperFigures.rejectedClips,
      measuredViews: clipperFigures.measuredViews,
    })
    .from(users)
    .leftJoin(clipperFigures, eq(clipperFigures.userId, users.id))
    .where(eq(users.id, clipperId));
  if (!row || row.role !== 'user') throw notFound('clipperNotFound');
  const channels = await db
    .select({ channelId: clipperChannels.channelId, title: clipperChannels.channelTitle })
    .from(clipperChannels)
    .where(and(eq(clipperChannels.userId, clipperId), isNotNull(clipperChannels.channelId)));
  const approved = row.approved ?? 0;
  const decided = approved + (row.rejected ?? 0);
  return {
    _id: clipperId,
    name: row.name,
    memberSince: row.memberSince.toISOString(),
    approvedClips: approved,
    rejectedClips: row.rejected ?? 0,
    approvalRate: decided === 0 ? null : Math.round((100 * approved) / decided),
    measuredViews: row.measuredViews ?? 0,
    channels: channels.flatMap(({ channelId, title }) =>
      channelId ? [{ channelId, title, url: `https://www.youtube.com/channel/${channelId}` }] : [],
    ),
  };
}
