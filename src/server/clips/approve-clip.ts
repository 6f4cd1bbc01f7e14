import { eq, sql } from 'drizzle-orm';
import { NO_BUDGET_LEFT, type Clip } from '../../../schemas/clip';
import type { Tx } from '../db/client';
import { campaigns, clips } from '../db/schema';
import { accountKeys } from '../ledger/accounts';
import { formatRupees } from '../../../schemas/money';
import { payoutFor } from '../../../schemas/payout-math';
import { unprocessable } from '../http/errors';
import { postTransaction } from '../ledger/post';
import { readClip } from './clip-record';
import { lockClipForReview } from './clip-review';
import { campaignStatusOf } from '../campaigns/moderation';

/**
 * The campaign's creator approves a pending clip with the views they confirmed. In the caller's one DB
 * transaction: the payout (at the clip's own rate, gross capped at the remaining escrow) goes 88% to the clipper and 12% to the
 * platform, the campaign's spent grows by the gross and its approved views by the confirmed views, and a
 * campaign with nothing left is completed.
 */
export async function approveClip(tx: Tx, creatorId: string, clipId: string, confirmedViews: number): Promise<Clip> {
  const { clip, campaign } = await lockClipForReview(tx, creatorId, clipId);
  const remaining = campaign.totalBudget - campaign.amountSpent;
  // Approving for nothing would still block the video platform-wide, so an empty escrow refuses instead.
  if (remaining <= 0) throw unprocessable(NO_BUDGET_LEFT);
  // At the rate fixed on the clip when it was submitted, not the campaign's rate now.
  const { gross, fee, net } = payoutFor(confirmedViews, clip.payoutRate, remaining);

  // Views worth under one paisa: the clip is approved without a ledger posting.
  if (gross > 0) {
    await postTransaction(tx, {
      type: 'payout',
      userId: clip.userId,
      campaignId: campaign.id,
      clipId: clip.id,
      amount: gross,
      // States the split, so an admin reading the ledger sees where the gross went.
      description: `Payout for clip on "${campaign.title}": ${formatRupees(gross)} gross, ${formatRupees(net)} to the clipper, ${formatRupees(fee)} platform fee`,
      idempotencyKey: `payout:${clip.id}`,
      entries: [
        { account: accountKeys.escrow(campaign.id), amount: -gross },
        { account: accountKeys.wallet(clip.userId), amount: net },
        { account: accountKeys.platformFees, amount: fee },
      ],
    });
  }
  await tx
    .update(campaigns)
    .set({
      amountSpent: sql`${campaigns.amountSpent} + ${gross}`,
      approvedViews: sql`${campaigns.approvedViews} + ${confirmedViews}`,
      // An admin's pause holds even when this approval spends the last of the budget.
      status: campaignStatusOf(campaign.pausedByAdmin, remaining - gross),
    })
    .where(eq(campaigns.id, campaign.id));
  await tx
    .update(clips)
    .set({
      status: 'approved',
      confirmedViews,
      grossPaid: gross,
      feePaid: fee,
      netPaid: net,
      reviewedAt: sql`now()`,
    })
    .where(eq(clips.id, clip.id));
  return readClip(tx, clip.id);
}
