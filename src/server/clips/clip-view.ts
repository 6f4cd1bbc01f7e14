import type { StoredWords } from '../../../schemas/common';
import { CAMPAIGN_DELETED_NOTE, CAMPAIGN_DELETED_NOTE_TEXT } from './campaign-deleted-note';
import type { Platform } from '../../../schemas/platform';
import { eq, sql, type AnyColumn } from 'drizzle-orm';
import { APPEAL_MS, riskFlag, type AppealStatus, type Clip, type RejectionReason } from '../../../schemas/clip';
import { approvalPayout } from '../../../schemas/payout-math';
import type { Db, Tx } from '../db/client';
import { campaigns, clips, users } from '../db/schema';
import { cursorAt } from '../paging/keyset-page';
import { campaignTermsColumns, campaignTermsOf, type CampaignTermsRow } from './pending-estimates';

/** The columns every clip read selects: the row, its campaign's title and its clipper's name and email. */
export const clipColumns = {
  id: clips.id,
  campaignId: clips.campaignId,
  campaignTitle: campaigns.title,
  userId: clips.userId,
  userName: users.name,
  userEmail: users.email,
  youtubeLink: clips.youtubeLink,
  platform: clips.platform,
  notes: clips.notes,
  payoutRate: clips.payoutRate,
  claimedViews: clips.claimedViews,
  confirmedViews: clips.confirmedViews,
  netPaid: clips.netPaid,
  ...campaignTermsColumns,
  status: clips.status,
  createdAt: clips.createdAt,
  reviewedAt: clips.reviewedAt,
  measuredViews: clips.measuredViews,
  measuredAt: clips.measuredAt,
  videoAvailable: clips.videoAvailable,
  riskScore: clips.riskScore,
  riskFlags: clips.riskFlags,
  reviewDeadline: clips.reviewDeadline,
  decidedBy: clips.decidedBy,
  decisionReason: clips.decisionReason,
  decisionReasonSaid: clips.decisionReasonSaid,
  rejectionReason: clips.rejectionReason,
  rejectionNote: clips.rejectionNote,
  rejectedBy: clips.rejectedBy,
  rejectedAt: clips.rejectedAt,
  // The admin who decided it, from the audit trail (docs/accounts.md#audit); looked up only for an admin's decision.
  decidedByAdmin: sql<string | null>`case when ${clips.decidedBy} = 'admin' or ${clips.rejectedBy} = 'admin' then (
    select u.name from admin_audit a join users u on u.id = a.actor_id
    where a.object_type = 'clip' and a.object_id = ${clips.id}::text
    order by a.created_at desc, a.id desc limit 1) end`,
  appealStatus: clips.appealStatus,
  appealMessage: clips.appealMessage,
  appealedAt: clips.appealedAt,
  appealAnswer: clips.appealAnswer,
  appealAnsweredAt: clips.appealAnsweredAt,
  appealDecisionNote: clips.appealDecisionNote,
  appealDecidedAt: clips.appealDecidedAt,
  campaignDeletedAt: campaigns.deletedAt,
  escalatedAt: clips.escalatedAt,
  heldUntil: clips.heldUntil,
  releasedAt: clips.releasedAt,
};

export type ClipRow = CampaignTermsRow & {
  id: string;
  campaignId: string;
  campaignTitle: string;
  userId: string;
  userName: string;
  userEmail: string;
  youtubeLink: string;
  platform: Platform;
  notes: string;
  payoutRate: number;
  claimedViews: number;
  confirmedViews: number | null;
  netPaid: number;
  status: Clip['status'];
  createdAt: Date;
  reviewedAt: Date | null;
  measuredViews: number | null;
  measuredAt: Date | null;
  videoAvailable: boolean | null;
  riskScore: number;
  riskFlags: { code: string; reason: string; said?: unknown }[];
  reviewDeadline: Date;
  decidedBy: Clip['decidedBy'];
  decisionReason: string | null;
  decisionReasonSaid: StoredWords | null;
  rejectionReason: RejectionReason | null;
  rejectionNote: string | null;
  rejectedBy: Clip['decidedBy'];
  rejectedAt: Date | null;
  decidedByAdmin: string | null;
  appealStatus: AppealStatus | null;
  appealMessage: string | null;
  appealedAt: Date | null;
  appealAnswer: string | null;
  appealAnsweredAt: Date | null;
  appealDecisionNote: string | null;
  appealDecidedAt: Date | null;
  campaignDeletedAt: Date | null;
  escalatedAt: Date | null;
  heldUntil: Date | null;
  releasedAt: Date | null;
};

/** `select clipColumns from clips` joined to its campaign and clipper; add where/order. */
export function selectClips(db: Db | Tx) {
  return db
    .select(clipColumns)
    .from(clips)
    .innerJoin(campaigns, eq(campaigns.id, clips.campaignId))
    .innerJoin(users, eq(users.id, clips.userId));
}

/** selectClips plus each row's keyset cursor timestamp (`at`, createdAt by default), for paged lists; add where/order/limit. */
export function selectClipPage(db: Db | Tx, at: AnyColumn = clips.createdAt) {
  return db
    .select({ ...clipColumns, cursorAt: cursorAt(at) })
    .from(clips)
    .innerJoin(campaigns, eq(campaigns.id, clips.campaignId))
    .innerJoin(users, eq(users.id, clips.userId));
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The clip's rejection, kept after an appeal overturned it; null when it was never rejected. */
function rejectionOf(row: ClipRow): Clip['rejection'] {
  if (!row.rejectionReason) return null;
  return {
    reason: row.rejectionReason,
    note: row.rejectionNote,
    noteSaid: row.rejectionNote === CAMPAIGN_DELETED_NOTE_TEXT ? CAMPAIGN_DELETED_NOTE : null,
    // A clip its campaign's deletion rejected has no decider: its creator deleted it.
    by: row.rejectedBy ?? row.decidedBy ?? 'creator',
    at: (row.rejectedAt ?? row.reviewedAt ?? row.createdAt).toISOString(),
  };
}

function appealOf(row: ClipRow): Clip['appeal'] {
  if (!row.appealStatus || !row.appealMessage || !row.appealedAt) return null;
  return {
    status: row.appealStatus,
    message: row.appealMessage,
    answer: row.appealAnswer,
    decisionNote: row.appealDecisionNote,
    at: row.appealedAt.toISOString(),
    answeredAt: iso(row.appealAnsweredAt),
    decidedAt: iso(row.appealDecidedAt),
  };
}

/**
 * The end of a rejection's appeal window (docs/product.md#appeals), whether or not it has passed (the screens
 * compare it with the time); null when no appeal can be made: not rejected, appealed already, or its campaign gone.
 */
function appealUntilOf(row: ClipRow): string | null {
  if (row.status !== 'rejected' || row.appealStatus || row.campaignDeletedAt) return null;
  const rejectedAt = row.rejectedAt ?? row.reviewedAt ?? row.createdAt;
  return new Date(rejectedAt.getTime() + APPEAL_MS).toISOString();
}

/** A clip as the wire shows it: views are the confirmed count once approved, the claimed count before. */
export function toClip(row: ClipRow): Clip {
  return {
    _id: row.id,
    campaign: { _id: row.campaignId, title: row.campaignTitle },
    user: { _id: row.userId, name: row.userName, email: row.userEmail },
    youtubeLink: row.youtubeLink,
    link: row.youtubeLink,
    platform: row.platform,
    notes: row.notes,
    payoutPer1000Views: row.payoutRate,
    views: row.confirmedViews ?? row.claimedViews,
    claimedViews: row.claimedViews,
    earnings: row.netPaid,
    // Computed as it is read (docs/product.md#money-and-payouts): what approving it now at its claimed views pays.
    pendingEstimate: row.status === 'pending' ? approvalPayout(row.claimedViews, row, campaignTermsOf(row)).net : 0,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: iso(row.reviewedAt),
    measuredViews: row.measuredViews,
    measuredAt: iso(row.measuredAt),
    videoAvailable: row.videoAvailable,
    riskScore: row.riskScore,
    // Stored by the risk signals from the same enum; parsed so a stray code can never reach the wire.
    flags: row.riskFlags.flatMap((flag) => {
      const parsed = riskFlag.safeParse(flag);
      return parsed.success ? [parsed.data] : [];
    }),
    reviewDeadline: row.reviewDeadline.toISOString(),
    decidedBy: row.decidedBy,
    decidedByAdmin: row.decidedByAdmin,
    decisionReason: row.decisionReason,
    decisionReasonSaid: row.decisionReasonSaid,
    escalatedAt: iso(row.escalatedAt),
    rejection: rejectionOf(row),
    appeal: appealOf(row),
    appealUntil: appealUntilOf(row),
    heldUntil: iso(row.heldUntil),
    releasedAt: iso(row.releasedAt),
  };
}
