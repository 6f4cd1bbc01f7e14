import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { lockPendingClip, type ClipUnderReview } from '../clips/clip-review';
import { payClip, rejectLockedClip } from '../clips/pay-clip';
import type { Tx } from '../db/client';
import { clips } from '../db/schema';
import type { Deps } from '../deps';
import { commitChange } from '../feed/commit-change';
import { HttpError } from '../refusals';
import { inEnglish, plainWords, withoutStop, words, type Words, type WordsValues } from '../i18n/catalogue';
import type { SchedulerJob } from './scheduler';

/** Overdue clips read per query; each is then decided in its own short transaction. */
const BATCH = 100;

const count = (views: number) => views.toLocaleString('en-IN');

/** Why a clip waits, as the values of `clips.reasonWaiting` (docs/languages.md "Stored texts"). */
type Why = WordsValues & { why: string };

/** Who measures the clip's views: the platform its video is on. */
const sourceOf = (clip: ClipUnderReview['clip']) => (clip.platform === 'instagram_reels' ? 'Instagram' : 'YouTube');

/** Why a clip waits for an admin, or null when the rule may decide it (measured, still public, unflagged). */
function whyAnAdminDecides({ clip }: ClipUnderReview): Why | null {
  if (clip.measuredViews === null) return { why: 'neverMeasured', source: sourceOf(clip) };
  if (clip.videoAvailable !== true) return { why: clip.platform === 'instagram_reels' ? 'reelGone' : 'videoGone' };
  if (clip.riskFlags.length > 0) {
    // Each flag's reasons as their words; a flag kept before they were (no words), in its English.
    const parts = clip.riskFlags.flatMap((flag) => flag.said?.map(plainWords) ?? [null]);
    const known = parts.filter((part) => part !== null);
    return {
      why: 'flagged',
      flags: known.length === parts.length ? known : clip.riskFlags.map((flag) => withoutStop(flag.reason)).join('; '),
    };
  }
  return null;
}

const waitingReason = (review: ClipUnderReview, why: Why) =>
  words('clips.reasonWaiting', { hours: review.campaign.reviewWindowHours, ...why });

async function escalate(tx: Tx, clipId: string, reason: Words, now: Date): Promise<void> {
  await tx
    .update(clips)
    .set({ escalatedAt: now, decisionReason: inEnglish(reason), decisionReasonSaid: reason })
    .where(eq(clips.id, clipId));
}

/** The clip is still overdue and undecided once locked (its creator may have reviewed it meanwhile). */
async function lockOverdue(tx: Tx, clipId: string, now: Date): Promise<ClipUnderReview | null> {
  try {
    const review = await lockPendingClip(tx, clipId, () => undefined);
    const { clip } = review;
    return clip.escalatedAt === null && clip.reviewDeadline.getTime() <= now.getTime() ? review : null;
  } catch (err) {
    // Reviewed or its campaign deleted since the batch was read: nothing left for the rule.
    if (err instanceof HttpError) return null;
    throw err;
  }
}

/** Decides one overdue clip by rule (docs/trust.md#review-deadline): reject below the minimum, else pay. */
async function decideByRule(tx: Tx, clipId: string, now: Date, holdbackDays: number): Promise<void> {
  const review = await lockOverdue(tx, clipId, now);
  if (!review) return;
  const why = whyAnAdminDecides(review);
  if (why !== null) {
    await escalate(tx, clipId, waitingReason(review, why), now);
    return;
  }
  const { clip, campaign } = review;
  const views = clip.measuredViews ?? 0;
  const measured = { views: count(views), source: sourceOf(clip), hours: campaign.reviewWindowHours };
  if (views < campaign.minPaidViews) {
    await rejectLockedClip(
      tx,
      review,
      {
        by: 'rule',
        reason: words('clips.reasonAutoRejected', { ...measured, min: count(campaign.minPaidViews) }),
        now,
      },
      // Below the campaign's minimum of views: one of the list's reasons, as a creator would choose it.
      { reason: 'requirements_not_met', note: null },
    );
    return;
  }
  await payClip(
    tx,
    review,
    views,
    {
      by: 'rule',
      reason: words('clips.reasonAutoApproved', measured),
      now,
    },
    holdbackDays,
  );
}

/** The rule could not pay (no budget left, the video paid on another clip): an admin decides instead. */
async function escalateRefused(tx: Tx, clipId: string, refusal: HttpError, now: Date): Promise<void> {
  const review = await lockOverdue(tx, clipId, now);
  if (!review) return;
  const said = refusal.code ? [{ code: refusal.code, values: refusal.values ?? {} }] : withoutStop(refusal.message);
  await escalate(tx, clipId, waitingReason(review, { why: 'refused', refusal: said }), now);
}

/** Pending clips past their deadline that the rule has not listed for an admin, by deadline (clips_pending_deadline_idx). */
async function overdueClipIds(deps: Deps, now: Date, after: { deadline: Date; id: string } | null) {
  return deps.db
    .select({ id: clips.id, deadline: clips.reviewDeadline })
    .from(clips)
    .where(
      and(
        eq(clips.status, 'pending'),
        lte(clips.reviewDeadline, now),
        isNull(clips.escalatedAt),
        after
          ? sql`(${clips.reviewDeadline}, ${clips.id}) > (${after.deadline.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(clips.reviewDeadline), asc(clips.id))
    .limit(BATCH);
}

/**
 * The review-deadline job: every pending clip not reviewed by its deadline is approved at its measured views
 * (or rejected below the campaign's minimum) when measured, still public and unflagged; any other waits for an
 * admin in the review queue (escalatedAt). Idempotent: a decided or listed clip is never taken again.
 */
export const decideOverdueClips: SchedulerJob = {
  name: 'decide-overdue-clips',
  async run(deps, now) {
    let after: { deadline: Date; id: string } | null = null;
    for (;;) {
      const batch = await overdueClipIds(deps, now, after);
      for (const { id } of batch) {
        try {
          await commitChange(deps, (tx) => decideByRule(tx, id, now, deps.config.holdbackDays));
        } catch (err) {
          if (!(err instanceof HttpError)) throw err;
          await commitChange(deps, (tx) => escalateRefused(tx, id, err, now));
        }
      }
      const last = batch.at(-1);
      if (!last || batch.length < BATCH) return;
      after = { deadline: last.deadline, id: last.id };
    }
  },
};
