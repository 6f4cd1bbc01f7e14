import { eq } from 'drizzle-orm';
import type { ClipperChannel } from '../../../schemas/channel';
import type { Db, Tx } from '../db/client';
import { clipperChannels } from '../db/trust-schema';
import type { Deps } from '../deps';
import { verificationCodeFor } from './verification-code';

export type ClipperChannelRow = typeof clipperChannels.$inferSelect;

/** The clipper's code and their channel row (none before they first link one). */
export type ChannelState = { verificationCode: string; row: ClipperChannelRow | undefined };

/**
 * The clipper's verification code and linked channel (docs/trust.md#channel-ownership). A read writes nothing: the
 * code is the stored one once linked, else derived (verification-code.ts).
 */
export async function readClipperChannel(db: Db | Tx, secret: string, userId: string): Promise<ChannelState> {
  const [row] = await db.select().from(clipperChannels).where(eq(clipperChannels.userId, userId));
  return { verificationCode: row?.verificationCode ?? verificationCodeFor(secret, userId), row };
}

/** The wire view: the code, the linked channel (nulls before linking), whether clips need it, and the YouTube mode. */
export function toClipperChannel(
  { verificationCode, row }: ChannelState,
  deps: Pick<Deps, 'youtube' | 'config' | 'google'>,
): ClipperChannel {
  const linked = row !== undefined && row.verifiedAt !== null && row.channelId !== null;
  return {
    verificationCode,
    channelId: linked ? row.channelId : null,
    title: linked ? row.channelTitle : null,
    subscriberCount: linked ? row.subscriberCount : null,
    videoCount: linked ? row.videoCount : null,
    verifiedAt: linked && row.verifiedAt ? row.verifiedAt.toISOString() : null,
    required: deps.youtube !== null,
    mode: deps.config.youtube.mode,
    signInWithGoogle: deps.google !== null,
  };
}
