import { eq } from 'drizzle-orm';
import type { Clip } from '../../../schemas/clip';
import type { Db, Tx } from '../db/client';
import { campaigns, clips, users } from '../db/schema';
import { cursorAt } from '../paging/keyset-page';

/** The columns every clip read selects: the row, its campaign's title and its clipper's name and email. */
export const clipColumns = {
  id: clips.id,
  campaignId: clips.campaignId,
  campaignTitle: campaigns.title,
  userId: clips.userId,
  userName: users.name,
  userEmail: users.email,
  youtubeLink: clips.youtubeLink,
  notes: clips.notes,
  payoutRate: clips.payoutRate,
  claimedViews: clips.claimedViews,
  confirmedViews: clips.confirmedViews,
  netPaid: clips.netPaid,
  status: clips.status,
  createdAt: clips.createdAt,
  reviewedAt: clips.reviewedAt,
};

export type ClipRow = {
  id: string;
  campaignId: string;
  campaignTitle: string;
  userId: string;
  userName: string;
  userEmail: string;
  youtubeLink: string;
  notes: string;
  payoutRate: number;
  claimedViews: number;
  confirmedViews: number | null;
  netPaid: number;
  status: Clip['status'];
  createdAt: Date;
  reviewedAt: Date | null;
};

/** `select clipColumns from clips` joined to its campaign and clipper; add where/order. */
export function selectClips(db: Db | Tx) {
  return db
    .select(clipColumns)
    .from(clips)
    .innerJoin(campaigns, eq(campaigns.id, clips.campaignId))
    .innerJoin(users, eq(users.id, clips.userId));
}

/** selectClips plus each row's keyset cursor timestamp, for paged lists; add where/order/limit. */
export function selectClipPage(db: Db | Tx) {
  return db
    .select({ ...clipColumns, cursorAt: cursorAt(clips.createdAt) })
    .from(clips)
    .innerJoin(campaigns, eq(campaigns.id, clips.campaignId))
    .innerJoin(users, eq(users.id, clips.userId));
}

/** A clip as the wire shows it: views are the confirmed count once approved, the claimed count before. */
export function toClip(row: ClipRow): Clip {
  return {
    _id: row.id,
    campaign: { _id: row.campaignId, title: row.campaignTitle },
    user: { _id: row.userId, name: row.userName, email: row.userEmail },
    youtubeLink: row.youtubeLink,
    link: row.youtubeLink,
    notes: row.notes,
    payoutPer1000Views: row.payoutRate,
    views: row.confirmedViews ?? row.claimedViews,
    claimedViews: row.claimedViews,
    earnings: row.netPaid,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  };
}
