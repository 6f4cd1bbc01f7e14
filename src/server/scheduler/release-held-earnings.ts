import { words } from '../i18n/catalogue';
import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { formatRupees } from '../../../schemas/money';
import type { Tx } from '../db/client';
import { campaigns, clips } from '../db/schema';
import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';
import { accountKeys } from '../ledger/accounts';
import { postTransaction } from '../ledger/post';
import type { SchedulerJob } from './scheduler';

/** Releases per run at most, so one run's work stays bounded; the next run takes the rest. */
const RELEASES_PER_RUN = 500;

/**
 * Moves one clip's held net to the clipper's withdrawable wallet, under a lock on the clip row so a
 * concurrent adjustment or a second runner sees it released. Returns the clipper, or null when someone
 * else released it first.
 */
export async function releaseClip(tx: Tx, clipId: string, now: Date): Promise<string | null> {
  const [clip] = await tx
    .select({
      id: clips.id,
      userId: clips.userId,
      campaignId: clips.campaignId,
      netPaid: clips.netPaid,
      heldUntil: clips.heldUntil,
      releasedAt: clips.releasedAt,
    })
    .from(clips)
    .where(eq(clips.id, clipId))
    .for('update');
  if (!clip?.heldUntil || clip.releasedAt || clip.heldUntil > now) return null;
  if (clip.netPaid > 0) {
    const [campaign] = await tx
      .select({ title: campaigns.title })
      .from(campaigns)
      .where(eq(campaigns.id, clip.campaignId));
    await postTransaction(tx, {
      type: 'payout_release',
      userId: clip.userId,
      campaignId: clip.campaignId,
      clipId: clip.id,
      amount: clip.netPaid,
      description: words('ledger.heldReleased', { title: campaign?.title ?? '', net: formatRupees(clip.netPaid) }),
      idempotencyKey: `release:${clip.id}`,
      entries: [
        { account: accountKeys.held(clip.userId), amount: -clip.netPaid },
        { account: accountKeys.wallet(clip.userId), amount: clip.netPaid },
      ],
    });
  }
  await tx.update(clips).set({ releasedAt: now }).where(eq(clips.id, clip.id));
  return clip.userId;
}

/**
 * The holdback's end (docs/trust.md#holdback): every approval whose heldUntil has come, not yet released,
 * each in its own transaction, oldest first.
 */
export const releaseHeldEarnings: SchedulerJob = {
  name: 'release-held-earnings',
  async run(deps: Deps, now: Date) {
    const due = await deps.db
      .select({ id: clips.id })
      .from(clips)
      .where(and(isNotNull(clips.heldUntil), isNull(clips.releasedAt), lte(clips.heldUntil, now)))
      .orderBy(asc(clips.heldUntil), asc(clips.id))
      .limit(RELEASES_PER_RUN);
    for (const { id } of due) {
      await commitChange(deps, (tx) => releaseClip(tx, id, now));
    }
  },
};
