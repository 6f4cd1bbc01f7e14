import type { Clip } from '../../../schemas/clip';
import type { Tx } from '../db/client';
import { readClip } from './clip-record';
import { lockClipForReview } from './clip-review';
import { rejectLockedClip, type Rejection } from './pay-clip';

/**
 * The campaign's creator rejects a pending clip for `rejection` (a reason from the list and an optional note); no
 * money moves and its video may be submitted again.
 */
export async function rejectClip(
  tx: Tx,
  creatorId: string,
  clipId: string,
  rejection: Rejection,
  now: Date,
): Promise<Clip> {
  const review = await lockClipForReview(tx, creatorId, clipId);
  await rejectLockedClip(tx, review, { by: 'creator', reason: null, now }, rejection);
  return readClip(tx, clipId);
}
