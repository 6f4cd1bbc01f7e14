import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { campaigns, clips, users } from '../db/schema';
import { campaignParticipants } from '../db/participants-schema';
import { addToPlatformTotals } from '../ledger/platform-totals';
import { releaseEscrow } from './campaign-funding';
import { lockOwnCampaign } from './campaign-record';
import { CAMPAIGN_DELETED_NOTE_TEXT } from '../clips/campaign-deleted-note';

/**
 * Deletes the creator's own campaign: its pending clips are rejected, the unspent escrow goes back to
 * the wallet, and the row is only marked deleted, so paid clips and their ledger history stay intact.
 * Its clips' estimates and its participants' joined counts (running figures) follow.
 */
export async function deleteCampaign(tx: Tx, creatorId: string, campaignId: string): Promise<void> {
  const campaign = await lockOwnCampaign(tx, campaignId, creatorId);
  await tx
    .update(clips)
    // Rejected by the creator's deletion: one of the list's reasons, with the note that says why.
    .set({
      status: 'rejected',
      reviewedAt: sql`now()`,
      rejectionReason: 'other',
      rejectionNote: CAMPAIGN_DELETED_NOTE_TEXT,
      rejectedBy: 'creator',
      rejectedAt: sql`now()`,
    })
    .where(and(eq(clips.campaignId, campaignId), eq(clips.status, 'pending')));
  await releaseEscrow(
    tx,
    { creatorId, campaignId, title: campaign.title },
    campaign.totalBudget - campaign.amountSpent,
    'campaign_refund',
  );
  await tx
    .update(campaigns)
    .set({ deletedAt: sql`now()` })
    .where(eq(campaigns.id, campaignId));
  // Its participants' joined counts drop; their private reads are named, as the campaign no longer is theirs.
  await tx
    .update(users)
    .set({ joinedCampaignsCount: sql`${users.joinedCampaignsCount} - 1` })
    .where(
      inArray(
        users.id,
        tx
          .select({ id: campaignParticipants.userId })
          .from(campaignParticipants)
          .where(eq(campaignParticipants.campaignId, campaignId)),
      ),
    );
  await addToPlatformTotals(tx, { campaignsCount: -1 });
}
