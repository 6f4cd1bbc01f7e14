import { eq } from 'drizzle-orm';
import type { Clip } from '../../../schemas/clip';
import type { Tx } from '../db/client';
import { clips } from '../db/schema';
import { readClip } from '../clips/clip-record';
import { lockClipWithCampaign } from '../clips/clip-review';
import { conflict, forbidden, unprocessable } from '../refusals';

/** The campaign's creator answers an open appeal of their rejection, once, for the admin who decides it. */
export async function answerAppeal(
  tx: Tx,
  creatorId: string,
  clipId: string,
  message: string,
  now: Date,
): Promise<Clip> {
  const { clip, campaign } = await lockClipWithCampaign(tx, clipId);
  if (campaign.creatorId !== creatorId) throw forbidden('answerNotYours');
  if (clip.appealStatus !== 'open') throw unprocessable('noOpenAppeal');
  if (clip.appealAnswer !== null) throw conflict('alreadyAnswered');
  await tx.update(clips).set({ appealAnswer: message, appealAnsweredAt: now }).where(eq(clips.id, clipId));
  return readClip(tx, clipId);
}
