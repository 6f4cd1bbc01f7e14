import { words } from '../i18n/catalogue';
import { eq } from 'drizzle-orm';
import type { Clip } from '../../../schemas/clip';
import { readClip } from '../clips/clip-record';
import { lockPendingClip, type ClipUnderReview } from '../clips/clip-review';
import { payClip, rejectLockedClip, type Rejection } from '../clips/pay-clip';
import type { Tx } from '../db/client';
import { clips } from '../db/schema';
import { notFound, unprocessable } from '../refusals';

export const ADMIN_APPROVAL_REASON = words('clips.reasonAdminApproved');
export const ADMIN_REJECTION_REASON = words('clips.reasonAdminRejected');

/** The decided clip, and its campaign's creator (whose reads change too). */
export type QueueDecision = { clip: Clip; creatorId: string };

/**
 * A clip in the admin's review queue, locked with its campaign: pending and listed by the deadline rule. Any
 * other clip is its creator's to review (422), so an admin never overrides a creator within the window.
 */
async function lockQueuedClip(tx: Tx, clipId: string): Promise<ClipUnderReview> {
  const [found] = await tx
    .select({ status: clips.status, escalatedAt: clips.escalatedAt })
    .from(clips)
    .where(eq(clips.id, clipId));
  if (!found) throw notFound('clipNotFound');
  if (found.status !== 'pending' || found.escalatedAt === null) throw unprocessable('notInReviewQueue');
  const review = await lockPendingClip(tx, clipId, () => undefined);
  if (review.clip.escalatedAt === null) throw unprocessable('notInReviewQueue');
  return review;
}

/** An admin approves a queued clip for `viewCount` (paid as pay-clip.ts says: at most the measured views). */
export async function adminApproveClip(
  tx: Tx,
  clipId: string,
  viewCount: number,
  options: { holdbackDays: number; now: Date },
): Promise<QueueDecision> {
  const review = await lockQueuedClip(tx, clipId);
  await payClip(
    tx,
    review,
    viewCount,
    { by: 'admin', reason: ADMIN_APPROVAL_REASON, now: options.now },
    options.holdbackDays,
  );
  return { clip: await readClip(tx, clipId), creatorId: review.campaign.creatorId };
}

/** An admin rejects a queued clip for `rejection`: no money moves, and its video may be submitted again. */
export async function adminRejectClip(tx: Tx, clipId: string, rejection: Rejection, now: Date): Promise<QueueDecision> {
  const review = await lockQueuedClip(tx, clipId);
  await rejectLockedClip(tx, review, { by: 'admin', reason: ADMIN_REJECTION_REASON, now }, rejection);
  return { clip: await readClip(tx, clipId), creatorId: review.campaign.creatorId };
}
