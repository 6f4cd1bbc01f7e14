import type { Clip } from '../../../schemas/clip';
import { unprocessable } from '../refusals';
import type { Tx } from '../db/client';
import { readClip } from './clip-record';
import { lockClipForReview } from './clip-review';
import { payClip } from './pay-clip';

/**
 * The campaign's creator approves a pending clip with the views they confirmed (paid as pay-clip.ts says:
 * at most the measured views, within the campaign's rules and escrow).
 */
export async function approveClip(
  tx: Tx,
  creatorId: string,
  clipId: string,
  confirmedViews: number,
  options: { holdbackDays: number; now: Date },
): Promise<Clip> {
  const review = await lockClipForReview(tx, creatorId, clipId);
  await payClip(tx, review, confirmedViews, { by: 'creator', reason: null, now: options.now }, options.holdbackDays);
  return readClip(tx, clipId);
}

/**
 * A bulk approval's clip (docs/product.md#clip-review): approved at its measured views, or its claimed views when
 * YouTube has not measured it, as the creator's own approval with that count would be.
 */
export async function approveAtMeasuredViews(
  tx: Tx,
  creatorId: string,
  clipId: string,
  options: { holdbackDays: number; now: Date },
): Promise<Clip> {
  const review = await lockClipForReview(tx, creatorId, clipId);
  const views = review.clip.measuredViews ?? review.clip.claimedViews;
  if (views < 1) throw unprocessable('noViewsToPay');
  await payClip(tx, review, views, { by: 'creator', reason: null, now: options.now }, options.holdbackDays);
  return readClip(tx, clipId);
}
