import { inEnglish, words, type Words } from '../i18n/catalogue';
import { eq, sql } from 'drizzle-orm';
import type { ClipDecider, RejectionReason } from '../../../schemas/clip';
import { formatRupees } from '../../../schemas/money';
import { payoutCap, payoutFor, viewsPaidFor } from '../../../schemas/payout-math';
import { campaignStatusOf } from '../campaigns/moderation';
import { settleEndedCampaign } from '../campaigns/campaign-end';
import type { Tx } from '../db/client';
import { campaigns, clips } from '../db/schema';
import { conflict, said, unprocessable } from '../refusals';
import { accountKeys } from '../ledger/accounts';
import { postTransaction } from '../ledger/post';
import { clipApproved, clipRejected } from '../mail/messages';
import { emailWrites } from '../mail/outbox';
import { writeTogether } from '../db/write-together';
import type { ClipUnderReview } from './clip-review';
import { isUniqueViolation } from '../db/constraint-violation';

/** Who decides, why (automatic decisions say why; a creator's own decision needs no reason), and when. */
/** `reason` is kept in English and as its words (docs/languages.md "Stored texts"). */
export type ClipDecision = { by: ClipDecider; reason: Words | null; now: Date };

/**
 * The clip's columns an appeal's overturning sets in the approval's own update, so the clip is never approved with
 * its appeal still open (the clips_appeal_of_rejection check).
 */
export type AppealOverturnSet = Pick<
  typeof clips.$inferInsert,
  'appealStatus' | 'appealDecisionNote' | 'appealDecidedAt' | 'nextMeasureAt'
>;

/** A rejection's reason from the list (docs/product.md#clip-review) and the note given with it. */
/** The clip's columns for a decision's reason: its English and its words. */
const decisionReasonOf = ({ reason }: ClipDecision) => ({
  decisionReason: reason ? inEnglish(reason) : null,
  decisionReasonSaid: reason,
});

export type Rejection = { reason: RejectionReason; note: string | null };

const DAY_MS = 24 * 3600 * 1000;
/**
 * The views an approval pays for (docs/trust.md#measured-views): at most what YouTube measured last, when it
 * measured; and refused below the campaign's minimum or for a video YouTube no longer shows.
 */
export function payableViews({ clip, campaign }: ClipUnderReview, confirmedViews: number): number {
  const reel = clip.platform === 'instagram_reels';
  if (clip.videoAvailable === false) throw unprocessable(reel ? 'reelUnavailable' : 'videoUnavailable');
  // A reel is always measured by Instagram: approving before it is would pay the clipper's own claim.
  if (reel && clip.measuredViews === null) throw unprocessable('reelNotMeasured');
  const views = viewsPaidFor(confirmedViews, clip.measuredViews);
  if (views < campaign.minPaidViews)
    throw unprocessable(said('belowMinimum', { views, minimum: campaign.minPaidViews }));
  return views;
}

/**
 * Approves a locked pending clip for `confirmedViews` (capped by payableViews), in the caller's DB transaction:
 * the gross at the clip's own rate, capped at the campaign's remaining escrow and its maximum per clip, goes 88%
 * to the clipper (held for `holdbackDays` when above 0, docs/trust.md#holdback) and 12% to the platform; the
 * campaign's spent and approved views grow, and a campaign with nothing left completes.
 */
export async function payClip(
  tx: Tx,
  review: ClipUnderReview,
  confirmedViews: number,
  decision: ClipDecision,
  holdbackDays: number,
  overturn?: AppealOverturnSet,
): Promise<void> {
  const { clip, campaign } = review;
  const views = payableViews(review, confirmedViews);
  const remaining = campaign.totalBudget - campaign.amountSpent;
  // Approving for nothing would still block the video platform-wide, so an empty escrow refuses instead.
  if (remaining <= 0) throw unprocessable('noBudgetLeft');
  const cap = payoutCap({
    remaining,
    maxPayoutPerClip: campaign.maxPayoutPerClip,
    minPaidViews: campaign.minPaidViews,
  });
  // At the rate fixed on the clip when it was submitted, not the campaign's rate now.
  const { gross, fee, net } = payoutFor(views, clip.payoutRate, cap);
  const heldUntil = holdbackDays > 0 ? new Date(decision.now.getTime() + holdbackDays * DAY_MS) : null;

  // Views worth under one paisa: the clip is approved without a ledger posting.
  if (gross > 0) {
    await postTransaction(tx, {
      type: 'payout',
      userId: clip.userId,
      campaignId: campaign.id,
      clipId: clip.id,
      amount: gross,
      // States the split, so an admin reading the ledger sees where the gross went.
      description: words(heldUntil ? 'ledger.payoutHeld' : 'ledger.payout', {
        title: campaign.title,
        gross: formatRupees(gross),
        net: formatRupees(net),
        fee: formatRupees(fee),
        ...(heldUntil ? { until: heldUntil.toISOString().slice(0, 10) } : {}),
      }),
      idempotencyKey: `payout:${clip.id}`,
      entries: [
        { account: accountKeys.escrow(campaign.id), amount: -gross },
        { account: heldUntil ? accountKeys.held(clip.userId) : accountKeys.wallet(clip.userId), amount: net },
        { account: accountKeys.platformFees, amount: fee },
      ],
    });
  }
  const spend = tx
    .update(campaigns)
    .set({
      amountSpent: sql`${campaigns.amountSpent} + ${gross}`,
      approvedViews: sql`${campaigns.approvedViews} + ${views}`,
      // A pause (the admin's or the creator's) holds even when this approval spends the last of the budget.
      status: campaignStatusOf(campaign, remaining - gross),
    })
    .where(eq(campaigns.id, campaign.id));
  const approve = tx
    .update(clips)
    .set({
      status: 'approved',
      confirmedViews: views,
      grossPaid: gross,
      feePaid: fee,
      netPaid: net,
      reviewedAt: decision.now,
      decidedBy: decision.by,
      ...decisionReasonOf(decision),
      // A held payout with nothing in it has nothing to release.
      heldUntil: net > 0 ? heldUntil : null,
      ...overturn,
    })
    .where(eq(clips.id, clip.id));
  // An overturned appeal's own email tells the clipper of the payment (appeals/appeal-emails.ts).
  const email = overturn
    ? null
    : clipApproved({
        id: clip.id,
        clipperId: clip.userId,
        campaignTitle: campaign.title,
        views,
        gross,
        fee,
        net,
        heldUntil: net > 0 ? heldUntil : null,
      });
  try {
    await writeTogether(tx, email ? [spend, approve, ...emailWrites(tx, email)] : [spend, approve]);
  } catch (err) {
    // The same video approved on another clip meanwhile: paid at most once (docs/trust.md#video-reservation).
    if (isUniqueViolation(err, 'clips_paid_video_unique')) throw conflict('videoAlreadyPaid');
    throw err;
  }
  await settleEndedCampaign(tx, campaign, decision.now);
}

/**
 * Rejects a locked pending clip for `rejection`: no money moves, and its video may be submitted again. An ended
 * campaign's last decision settles it (campaign-end.ts), as an approval's does.
 */
export async function rejectLockedClip(
  tx: Tx,
  { clip, campaign }: ClipUnderReview,
  decision: ClipDecision,
  rejection: Rejection,
): Promise<void> {
  const reject = tx
    .update(clips)
    .set({
      status: 'rejected',
      reviewedAt: decision.now,
      decidedBy: decision.by,
      ...decisionReasonOf(decision),
      rejectionReason: rejection.reason,
      rejectionNote: rejection.note,
      rejectedBy: decision.by,
      rejectedAt: decision.now,
    })
    .where(eq(clips.id, clip.id));
  const email = clipRejected({
    id: clip.id,
    clipperId: clip.userId,
    campaignTitle: campaign.title,
    rejection,
    explanation: decision.reason,
  });
  await writeTogether(tx, [reject, ...emailWrites(tx, email)]);
  await settleEndedCampaign(tx, campaign, decision.now);
}
