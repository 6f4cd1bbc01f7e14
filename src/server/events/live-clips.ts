import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaigns, clips } from '../db/schema';
import type { HubEvent } from './live-hub';
import type { AppealStatus, RejectionReason } from '../../../schemas/clip';

/** What the streams need to know of a clip a change names: whose it is, and what it says now. */
export type ClipFacts = {
  id: string;
  clipperId: string;
  creatorId: string;
  status: 'pending' | 'approved' | 'rejected';
  netPaid: number;
  createdAt: Date;
  reviewedAt: Date | null;
  campaignTitle: string;
  rejectionReason: RejectionReason | null;
  appealStatus: AppealStatus | null;
  appealedAt: Date | null;
  appealDecidedAt: Date | null;
};

const CLIP_TAG = /^clip:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export const clipIdOf = (tag: string): string | null => CLIP_TAG.exec(tag)?.[1] ?? null;

/** One read per change, however many streams ask (each stream needs the same rows). */
const read = new WeakMap<HubEvent, Promise<Map<string, ClipFacts>>>();

/** The clips `event` names, read once for all of this process's streams. */
export function clipFactsOf(db: Db, event: HubEvent): Promise<Map<string, ClipFacts>> {
  let facts = read.get(event);
  if (!facts) {
    const ids = (event.tags ?? []).map(clipIdOf).filter((id): id is string => id !== null);
    facts = ids.length === 0 ? Promise.resolve(new Map()) : readClipFacts(db, ids);
    read.set(event, facts);
  }
  return facts;
}

async function readClipFacts(db: Db, ids: string[]): Promise<Map<string, ClipFacts>> {
  const rows = await db
    .select({
      id: clips.id,
      clipperId: clips.userId,
      creatorId: clips.creatorId,
      status: clips.status,
      netPaid: clips.netPaid,
      createdAt: clips.createdAt,
      reviewedAt: clips.reviewedAt,
      campaignTitle: campaigns.title,
      rejectionReason: clips.rejectionReason,
      appealStatus: clips.appealStatus,
      appealedAt: clips.appealedAt,
      appealDecidedAt: clips.appealDecidedAt,
    })
    .from(clips)
    .innerJoin(campaigns, eq(campaigns.id, clips.campaignId))
    .where(inArray(clips.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
