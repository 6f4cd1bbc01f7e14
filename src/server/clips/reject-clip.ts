import type { Clip } from '../../../schemas/clip';
import type { Tx } from '../db/client';
import { readClip } from './clip-record';
import { lockClipForReview } from './clip-review';
import { rejectLockedClip } from './pay-clip';

/** The campaign's creator rejects a pending clip; no money moves and its video may be submitted again. */
export async function rejectClip(tx: Tx, creatorId: string, clipId: string, now: Date): Promise<Clip> {
  const review = await lockClipForReview(tx, creatorId, clipId);
  await rejectLockedClip(tx, review, { by: 'creator', reason: null, now });
  return readClip(tx, clipId);
}
