import { words } from '../i18n/catalogue';
import { eq } from 'drizzle-orm';
import type { DecideAppealRequest } from '../../../schemas/appeal';
import type { Clip } from '../../../schemas/clip';
import type { Tx } from '../db/client';
import { clips } from '../db/schema';
import { readClip } from '../clips/clip-record';
import { lockClipWithCampaign, type ClipUnderReview } from '../clips/clip-review';
import { payClip } from '../clips/pay-clip';
import { emailWrites } from '../mail/outbox';
import { writeTogether } from '../db/write-together';
import { conflict, unprocessable } from '../refusals';
import { lockVideo, videoHeldElsewhere } from '../clips/video-reservation';
import { appealDecided } from './appeal-emails';

export const OVERTURNED_REASON = words('clips.reasonOverturned');

/**
 * An admin decides an open appeal (docs/product.md#appeals). Upheld, the rejection stands for good. Overturned,
 * the clip is approved as any approval is (pay-clip.ts: at its measured views, its claimed ones when unmeasured,
 * capped, from the campaign's escrow with the fee and holdback), or refused with the approval's own message
 * (an empty escrow, a video gone or paid on another clip), the appeal left open. Both sides are emailed.
 */
export async function decideAppeal(
  tx: Tx,
  clipId: string,
  { decision, note }: { decision: DecideAppealRequest['decision']; note: string | null },
  options: { holdbackDays: number; now: Date },
): Promise<Clip> {
  const { now } = options;
  // The video's lock first, as a submission takes it before any row: the two take turns without deadlocking.
  const [video] = await tx
    .select({ videoId: clips.videoId, platform: clips.platform })
    .from(clips)
    .where(eq(clips.id, clipId));
  if (decision === 'overturn' && video) await lockVideo(tx, video);
  const review = await lockClipWithCampaign(tx, clipId);
  const { clip } = review;
  if (clip.appealStatus !== 'open' || clip.status !== 'rejected') throw unprocessable('noOpenAppeal');
  let net = 0;
  if (decision === 'overturn') {
    // Deleting the campaign returned its escrow: nothing is left to pay from (the appeal stays open to uphold).
    if (review.campaign.deletedAt) throw unprocessable('overturnDeleted');
    // Its video was submitted again meanwhile (a rejection frees it): the clip holding it now keeps it.
    if (await videoHeldElsewhere(tx, clip, now)) throw conflict('videoOnAnotherClip');
    const views = clip.measuredViews ?? clip.claimedViews;
    if (views < 1) throw unprocessable('noViewsToPay');
    // payClip reads the clip as pending; the locked row is rejected, and becomes approved in that same update.
    await payClip(tx, review, views, { by: 'admin', reason: OVERTURNED_REASON, now }, options.holdbackDays, {
      appealStatus: 'overturned',
      appealDecisionNote: note,
      appealDecidedAt: now,
      // A rejected clip stopped being measured; an approved one is measured to the end of its period (holdback).
      nextMeasureAt: clip.measureUntil && clip.measureUntil > now ? now : null,
    });
    const [paid] = await tx.select({ net: clips.netPaid }).from(clips).where(eq(clips.id, clipId));
    net = paid?.net ?? 0;
  }
  const uphold =
    decision === 'uphold'
      ? [
          tx
            .update(clips)
            .set({ appealStatus: 'upheld', appealDecisionNote: note, appealDecidedAt: now })
            .where(eq(clips.id, clipId)),
        ]
      : [];
  await writeTogether(tx, [...uphold, ...decisionEmails(tx, review, decision, note, net)]);
  return readClip(tx, clipId);
}

function decisionEmails(
  tx: Tx,
  { clip, campaign }: ClipUnderReview,
  decision: DecideAppealRequest['decision'],
  note: string | null,
  net: number,
) {
  const outcome = decision === 'uphold' ? 'upheld' : 'overturned';
  const told = (recipientId: string, to: 'clipper' | 'creator') =>
    emailWrites(
      tx,
      appealDecided({ clipId: clip.id, recipientId, to, campaignTitle: campaign.title, outcome, note, net }),
    );
  return [...told(clip.userId, 'clipper'), ...told(campaign.creatorId, 'creator')];
}
