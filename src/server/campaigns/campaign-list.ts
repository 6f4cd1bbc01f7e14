import { and, desc, eq, sql } from 'drizzle-orm';
import type { Campaign } from '../../../schemas/campaign';
import type { Db, Tx } from '../db/client';
import { campaignParticipants, campaigns, users } from '../db/schema';
import { decodeCursor, encodeCursor } from './campaign-cursor';
import { campaignColumns, isLive, selectCampaigns, toCampaign } from './campaign-view';

export const DEFAULT_PAGE_SIZE = 50;

/** Active campaigns, newest first, one page at a time (the index on status, created_at, id serves it). */
export async function listActiveCampaigns(
  db: Db | Tx,
  page: { cursor?: string; limit?: number },
): Promise<{ campaigns: Campaign[]; nextCursor: string | null }> {
  const limit = page.limit ?? DEFAULT_PAGE_SIZE;
  const after = page.cursor ? decodeCursor(page.cursor) : null;
  const rows = await db
    .select({ ...campaignColumns, cursorAt: sql<string>`${campaigns.createdAt}::text` })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.creatorId))
    .where(
      and(
        eq(campaigns.status, 'active'),
        isLive,
        after ? sql`(${campaigns.createdAt}, ${campaigns.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(limit + 1);
  const pageRows = rows.slice(0, limit);
  const last = pageRows.at(-1);
  return {
    campaigns: pageRows.map(toCampaign),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

/** Campaigns the clipper has joined and that still exist, most recently joined first. */
export async function listJoinedCampaigns(db: Db | Tx, userId: string): Promise<Campaign[]> {
  const rows = await selectCampaigns(db)
    .innerJoin(
      campaignParticipants,
      and(eq(campaignParticipants.campaignId, campaigns.id), eq(campaignParticipants.userId, userId)),
    )
    .where(isLive)
    .orderBy(desc(campaignParticipants.joinedAt), desc(campaigns.id));
  return rows.map(toCampaign);
}
