import { eq } from 'drizzle-orm';
import { APPEAL_DAYS, APPEAL_MS, type Clip } from '../../../schemas/clip';
import type { Tx } from '../db/client';
import { clips, users } from '../db/schema';
import { readClip } from '../clips/clip-record';
import { lockClipWithCampaign } from '../clips/clip-review';
import { emailWrites } from '../mail/outbox';
import { writeTogether } from '../db/write-together';
import { conflict, forbidden, said, unprocessable } from '../refusals';
import { clipAppealed } from './appeal-emails';

/**
 * The clipper appeals their clip's rejection (docs/product.md#appeals): once, within APPEAL_DAYS of it, while its
 * campaign exists. The appeal waits for an admin; the creator is emailed and may answer it once.
 */
export async function openAppeal(tx: Tx, clipperId: string, clipId: string, message: string, now: Date): Promise<Clip> {
  const { clip, campaign } = await lockClipWithCampaign(tx, clipId);
  if (clip.userId !== clipperId) throw forbidden('appealNotYours');
  if (clip.appealStatus) throw conflict('appealedAlready');
  if (clip.status !== 'rejected') throw unprocessable('appealNotRejected');
  if (campaign.deletedAt) throw unprocessable('appealCampaignDeleted');
  const rejectedAt = clip.rejectedAt ?? clip.reviewedAt ?? clip.createdAt;
  if (now.getTime() > rejectedAt.getTime() + APPEAL_MS) throw unprocessable(said('appealLate', { days: APPEAL_DAYS }));
  const [clipper] = await tx.select({ name: users.name }).from(users).where(eq(users.id, clipperId));
  const appeal = tx
    .update(clips)
    .set({ appealStatus: 'open', appealMessage: message, appealedAt: now })
    .where(eq(clips.id, clipId));
  const email = clipAppealed({
    clipId,
    creatorId: campaign.creatorId,
    campaignTitle: campaign.title,
    clipperName: clipper?.name ?? 'A clipper',
    // A rejected clip always has its reason (the clips_rejection_reason_iff_rejected check).
    reason: clip.rejectionReason ?? 'other',
    message,
  });
  await writeTogether(tx, [appeal, ...emailWrites(tx, email)]);
  return readClip(tx, clipId);
}
