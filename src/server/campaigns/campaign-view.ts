import { eq, sql, type SQL } from 'drizzle-orm';
import type { Campaign, CampaignDetail, PlatformRates } from '../../../schemas/campaign';
import type { Platform } from '../../../schemas/platform';
import type { Db, Tx } from '../db/client';
import { campaigns, users } from '../db/schema';
import { creatorFigures } from '../db/clipper-figures-schema';
import { pausedByOf } from './moderation';
import { listParticipants } from './participant-list';

/**
 * The columns every campaign read selects: the row, its creator's name and its participant count.
 * Lists, the detail, the dashboards and the admin list all select these and map them with toCampaign,
 * so a campaign looks the same wherever it is shown.
 */
export const campaignColumns = {
  id: campaigns.id,
  title: campaigns.title,
  description: campaigns.description,
  requirements: campaigns.requirements,
  youtubeLink: campaigns.youtubeLink,
  creatorId: campaigns.creatorId,
  creatorName: users.name,
  // The creator's track record, kept by the clips trigger (left joined: none before their first decision).
  creatorDecided: creatorFigures.decidedClips,
  creatorApproved: creatorFigures.approvedClips,
  creatorReviewSeconds: creatorFigures.reviewSeconds,
  creatorPaidOut: creatorFigures.paidOut,
  payoutRate: campaigns.payoutRate,
  platforms: campaigns.platforms,
  platformRates: campaigns.platformRates,
  totalBudget: campaigns.totalBudget,
  amountSpent: campaigns.amountSpent,
  status: campaigns.status,
  pausedByAdmin: campaigns.pausedByAdmin,
  pausedByCreator: campaigns.pausedByCreator,
  createdAt: campaigns.createdAt,
  /** A running count kept by join (no count of participants per row). */
  participantsCount: campaigns.participantsCount,
  minPaidViews: campaigns.minPaidViews,
  maxPayoutPerClip: campaigns.maxPayoutPerClip,
  reviewWindowHours: campaigns.reviewWindowHours,
  requiredTags: campaigns.requiredTags,
  startsAt: campaigns.startsAt,
  endsAt: campaigns.endsAt,
  endedAt: campaigns.endedAt,
};

export type CampaignRow = {
  id: string;
  title: string;
  description: string;
  requirements: string;
  youtubeLink: string;
  creatorId: string;
  creatorName: string;
  creatorDecided: number | null;
  creatorApproved: number | null;
  creatorReviewSeconds: number | null;
  creatorPaidOut: number | null;
  payoutRate: number;
  platforms: Platform[];
  platformRates: PlatformRates;
  totalBudget: number;
  amountSpent: number;
  status: Campaign['status'];
  pausedByAdmin: boolean;
  pausedByCreator: boolean;
  createdAt: Date;
  participantsCount: number;
  minPaidViews: number;
  maxPayoutPerClip: number | null;
  reviewWindowHours: number;
  requiredTags: string[];
  startsAt: Date | null;
  endsAt: Date | null;
  endedAt: Date | null;
};

/** `select campaignColumns from campaigns join users` (the creator) and their track record; add where/order/limit. */
export function selectCampaigns(db: Db | Tx) {
  return db
    .select(campaignColumns)
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.creatorId))
    .leftJoin(creatorFigures, withTrackRecord);
}

/** The left join every campaign select makes beside its creator's row: their kept track record. */
export const withTrackRecord = eq(creatorFigures.creatorId, campaigns.creatorId);

/** The creator's track record as the wire shows it (docs/product.md#track-records). */
function trackRecordOf(row: CampaignRow) {
  const decided = row.creatorDecided ?? 0;
  return {
    reviewHours: decided === 0 ? null : Math.round(((row.creatorReviewSeconds ?? 0) / decided / 3600) * 10) / 10,
    approvalRate: decided === 0 ? null : Math.round((100 * (row.creatorApproved ?? 0)) / decided),
    paidOut: row.creatorPaidOut ?? 0,
  };
}

/** A campaign row as the wire shows it (money stays in paise; the route's schema encodes rupees). */
export function toCampaign(row: CampaignRow): Campaign {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    requirements: row.requirements,
    youtubeLink: row.youtubeLink,
    creator: { _id: row.creatorId, name: row.creatorName, ...trackRecordOf(row) },
    payoutPer1000Views: row.payoutRate,
    platforms: row.platforms,
    platformRates: row.platformRates,
    totalBudget: row.totalBudget,
    remainingBudget: row.totalBudget - row.amountSpent,
    amountSpent: row.amountSpent,
    status: row.status,
    pausedBy: row.status === 'paused' ? pausedByOf(row) : null,
    participantsCount: row.participantsCount,
    createdAt: row.createdAt.toISOString(),
    minPaidViews: row.minPaidViews,
    maxPayoutPerClip: row.maxPayoutPerClip,
    reviewWindowHours: row.reviewWindowHours,
    requiredTags: row.requiredTags,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

/**
 * The detail adds the first page of participants (names only: it is one public answer for everyone),
 * earliest joiner first, and the cursor of the next.
 */
export async function loadCampaignDetail(db: Db | Tx, row: CampaignRow): Promise<CampaignDetail> {
  const { participants, nextCursor } = await listParticipants(db, row.id, {}, 'names');
  return { ...toCampaign(row), participants, participantsNextCursor: nextCursor };
}

/** Only campaigns that have not been deleted are visible anywhere. */
export const isLive: SQL = sql`${campaigns.deletedAt} is null`;
