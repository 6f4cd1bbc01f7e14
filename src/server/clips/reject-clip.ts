import { eq, sql } from 'drizzle-orm';
import type { Clip } from '../../../schemas/clip';
import type { Tx } from '../db/client';
import { clips } from '../db/schema';
import { readClip } from './clip-record';
import { lockClipForReview } from './clip-review';

/** The campaign's creator rejects a pending clip; no money moves and its video may be submitted again. */
export async function rejectClip(tx: Tx, creatorId: string, clipId: string): Promise<Clip> {
  await lockClipForReview(tx, creatorId, clipId);
  await tx.update(clips).set({ status: 'rejected', reviewedAt: sql`now()` }).where(eq(clips.id, clipId));
  return readClip(tx, clipId);
}
