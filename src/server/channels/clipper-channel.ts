import { eq } from 'drizzle-orm';
import type { ClipperChannel } from '../../../schemas/channel';
import type { Db, Tx } from '../db/client';
import { clipperChannels } from '../db/trust-schema';
import type { Deps } from '../deps';
import { changeTags } from '../feed/change-tags';
import { commitChange } from '../feed/commit-change';
import { newVerificationCode } from './verification-code';

export type ClipperChannelRow = typeof clipperChannels.$inferSelect;

/** A collision among 2.8 × 10^12 codes is already rare; a few in a row means something else is wrong. */
const CODE_ATTEMPTS = 5;

export async function readChannelRow(db: Db | Tx, userId: string): Promise<ClipperChannelRow | undefined> {
  const [row] = await db.select().from(clipperChannels).where(eq(clipperChannels.userId, userId));
  return row;
}

/**
 * The clipper's channel row, created with a fresh verification code on first use (docs/trust.md#channel-ownership).
 * Two first reads at once both insert-or-ignore and then read the one row that won.
 */
export async function ensureChannelRow(deps: Pick<Deps, 'db' | 'feed'>, userId: string): Promise<ClipperChannelRow> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const existing = await readChannelRow(deps.db, userId);
    if (existing) return existing;
    // Nothing inserted: this clipper's row appeared meanwhile (read above next time) or the code was taken (retry).
    await commitChange(
      deps,
      (tx) => tx.insert(clipperChannels).values({ userId, verificationCode: newVerificationCode() }).onConflictDoNothing(),
      () => [changeTags.user(userId)],
    );
  }
  const created = await readChannelRow(deps.db, userId);
  if (!created) throw new Error(`No unique verification code after ${CODE_ATTEMPTS} attempts`);
  return created;
}

/** The wire view: the code, the linked channel (nulls before linking), whether clips need it, and the YouTube mode. */
export function toClipperChannel(row: ClipperChannelRow, deps: Pick<Deps, 'youtube' | 'config'>): ClipperChannel {
  const linked = row.verifiedAt !== null && row.channelId !== null;
  return {
    verificationCode: row.verificationCode,
    channelId: linked ? row.channelId : null,
    title: linked ? row.channelTitle : null,
    subscriberCount: linked ? row.subscriberCount : null,
    videoCount: linked ? row.videoCount : null,
    verifiedAt: linked && row.verifiedAt ? row.verifiedAt.toISOString() : null,
    required: deps.youtube !== null,
    mode: deps.config.youtube.mode,
  };
}
