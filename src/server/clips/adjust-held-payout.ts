import { inEnglish, plainWords, words, type PlainWords } from '../i18n/catalogue';
import type { StoredWords } from '../../../schemas/common';
import { eq, sql } from 'drizzle-orm';
import { formatRupees } from '../../../schemas/money';
import { payoutFor } from '../../../schemas/payout-math';
import { campaignStatusOf } from '../campaigns/moderation';
import type { Tx } from '../db/client';
import { campaigns, clips } from '../db/schema';
import { accountKeys } from '../ledger/accounts';
import { postTransaction } from '../ledger/post';

/** What an adjustment changed, for the caller's change tags and logs. */
export type HeldPayoutAdjustment = {
  clipId: string;
  clipperId: string;
  campaignId: string;
  fromViews: number;
  toViews: number;
  /** Paise returned: the gross to the campaign, of it the net from the held account and the fee from the fees. */
  gross: number;
  net: number;
  fee: number;
};

const count = (views: number) => views.toLocaleString('en-IN');

/**
 * Lowers a held payout after YouTube's count fell (docs/trust.md#holdback), in the caller's DB transaction:
 * for an approved clip still in its holdback (now before heldUntil, not released) whose `measuredViews` fell
 * below its confirmed views, the payout is recomputed at the clip's own rate for the new views, capped at the
 * old gross so it can only go down. The gross difference goes back to the campaign's escrow (the net from the
 * clipper's held account, the fee from the platform's), the campaign's spend and approved views come down (a
 * completed campaign with escrow again is active, unless the admin paused it), and the clip records the new
 * figures and why. `measuredViews` null: YouTube no longer returns the video (private or deleted), so the payout
 * falls to nothing, for good (the video coming back does not restore it). Returns null when nothing changes, so
 * a second call for the same measurement is a no-op.
 *
 * Call it before writing the clip row yourself: it locks the campaign, then the clip, the order approvals use.
 */
export async function adjustHeldPayout(
  tx: Tx,
  clipId: string,
  measuredViews: number | null,
  now: Date,
): Promise<HeldPayoutAdjustment | null> {
  const [found] = await tx.select({ campaignId: clips.campaignId }).from(clips).where(eq(clips.id, clipId));
  if (!found) return null;
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, found.campaignId)).for('update');
  const [clip] = await tx.select().from(clips).where(eq(clips.id, clipId)).for('update');
  if (!campaign || !clip) return null;
  const fromViews = clip.confirmedViews ?? 0;
  const stillHeld = clip.heldUntil !== null && clip.releasedAt === null && now < clip.heldUntil;
  const gone = measuredViews === null;
  const toViews = gone ? 0 : Math.max(0, Math.floor(measuredViews));
  if (clip.status !== 'approved' || !stillHeld || !(toViews < fromViews)) return null;

  const lowered = payoutFor(toViews, clip.payoutRate, clip.grossPaid);
  const back = {
    gross: clip.grossPaid - lowered.gross,
    fee: clip.feePaid - lowered.fee,
    net: clip.netPaid - lowered.net,
  };
  // A deleted or settled campaign's escrow went back to its creator, so its share of the difference goes there too.
  const refunded = campaign.deletedAt !== null || campaign.settledAt !== null;
  const refundTo = refunded ? accountKeys.wallet(campaign.creatorId) : accountKeys.escrow(campaign.id);

  if (back.gross > 0) {
    await postTransaction(tx, {
      type: 'payout_adjustment',
      userId: clip.userId,
      campaignId: campaign.id,
      clipId: clip.id,
      amount: back.gross,
      description: words('ledger.payoutLowered', {
        title: campaign.title,
        from: count(fromViews),
        to: count(toViews),
        why: `${clip.platform === 'instagram_reels' ? 'reel' : 'video'}${gone ? 'Gone' : 'Fell'}`,
        gross: formatRupees(back.gross),
        back: campaign.deletedAt ? 'deleted' : campaign.settledAt ? 'ended' : 'campaign',
        net: formatRupees(back.net),
        fee: formatRupees(back.fee),
      }),
      // Views only fall here, so each new lower count is one adjustment.
      idempotencyKey: `adjustment:${clip.id}:${toViews}`,
      entries: [
        { account: accountKeys.held(clip.userId), amount: -back.net },
        { account: accountKeys.platformFees, amount: -back.fee },
        { account: refundTo, amount: back.gross },
      ],
    });
  }
  const remaining = campaign.totalBudget - campaign.amountSpent + back.gross;
  await tx
    .update(campaigns)
    .set({
      amountSpent: sql`${campaigns.amountSpent} - ${back.gross}`,
      // A settled campaign's budget is what it spent: it still has nothing left to pay.
      ...(campaign.settledAt ? { totalBudget: sql`${campaigns.totalBudget} - ${back.gross}` } : {}),
      approvedViews: sql`${campaigns.approvedViews} - ${fromViews - toViews}`,
      ...(campaign.deletedAt ? {} : { status: campaignStatusOf(campaign, remaining) }),
    })
    .where(eq(campaigns.id, campaign.id));
  const reel = clip.platform === 'instagram_reels';
  // A held payout that went to nothing says why: a clip must stay public until its payout is released.
  const reason: PlainWords = gone
    ? { code: reel ? 'clips.reasonReelGone' : 'clips.reasonVideoGone', values: {} }
    : {
        code: reel ? 'clips.reasonReelLowered' : 'clips.reasonLowered',
        values: { from: count(fromViews), to: count(toViews) },
      };
  await tx
    .update(clips)
    .set({
      confirmedViews: toViews,
      grossPaid: lowered.gross,
      feePaid: lowered.fee,
      netPaid: lowered.net,
      ...reasonAfter(clip, reason),
    })
    .where(eq(clips.id, clip.id));
  return { clipId: clip.id, clipperId: clip.userId, campaignId: campaign.id, fromViews, toViews, ...back };
}

/**
 * The clip's reason once its payout is lowered: after the decision's own (English: every lowering in turn; words: the
 * decision's and the latest lowering, which says the count now paid).
 */
function reasonAfter(
  clip: { decisionReason: string | null; decisionReasonSaid: StoredWords | null },
  reason: PlainWords,
) {
  const english = inEnglish(reason);
  if (!clip.decisionReason) return { decisionReason: english, decisionReasonSaid: reason };
  const previous = clip.decisionReasonSaid;
  const earlier = previous?.code === 'clips.reasonThen' ? previous.values.first : previous ? [previous] : [];
  const first = Array.isArray(earlier)
    ? earlier.map((said) => (typeof said === 'string' ? null : plainWords(said)))
    : [];
  const known = first.filter((said) => said !== null);
  return {
    decisionReason: `${clip.decisionReason} ${english}`,
    // Without the words of what came before (a row of before), the English alone.
    decisionReasonSaid:
      known.length > 0 && known.length === first.length
        ? words('clips.reasonThen', { first: known, then: [reason] })
        : null,
  };
}
