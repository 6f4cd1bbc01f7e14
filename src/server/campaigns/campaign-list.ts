import { and, desc, eq, sql } from 'drizzle-orm';
import type { Campaign } from '../../../schemas/campaign';
import type { Db, Tx } from '../db/client';
import { campaignParticipants, campaigns, users } from '../db/schema';
import { afterCursor, cursorAt, DEFAULT_PAGE_SIZE, keysetOrder, toPage } from '../paging/keyset-page';
import { campaignColumns, isLive, selectCampaigns, toCampaign } from './campaign-view';

/** The public list's page: a screenful of cards. */
export const PUBLIC_PAGE_SIZE = 50;

type Page = { cursor?: string; limit?: number };

/** Active campaigns, newest first, one page at a time (the index on status, created_at, id serves it). */
export async function listActiveCampaigns(
  db: Db | Tx,
  page: Page,
): Promise<{ campaigns: Campaign[]; nextCursor: string | null }> {
  const limit = page.limit ?? PUBLIC_PAGE_SIZE;
  const rows = await db
    .select({ ...campaignColumns, cursorAt: cursorAt(campaigns.createdAt) })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.creatorId))
    .where(and(eq(campaigns.status, 'active'), isLive, afterCursor(campaigns.createdAt, campaigns.id, page.cursor)))
    .orderBy(...keysetOrder(campaigns.createdAt, campaigns.id))
    .limit(limit + 1);
  const { page: pageRows, nextCursor } = toPage(rows, limit);
  return { campaigns: pageRows.map(toCampaign), nextCursor };
}

/** The page query of a creator's own live campaigns, newest first (the (creator_id, created_at, id) index). */
export function creatorCampaignPageQuery(db: Db | Tx, creatorId: string, page: Page, limit: number) {
  return db
    .select({ ...campaignColumns, cursorAt: cursorAt(campaigns.createdAt) })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.creatorId))
    .where(and(eq(campaigns.creatorId, creatorId), isLive, afterCursor(campaigns.createdAt, campaigns.id, page.cursor)))
    .orderBy(...keysetOrder(campaigns.createdAt, campaigns.id))
    .limit(limit + 1);
}

/** A creator's own live campaigns, newest first, a page at a time (My Campaigns). */
export async function listCreatorCampaigns(
  db: Db | Tx,
  creatorId: string,
  page: Page,
): Promise<{ campaigns: Campaign[]; nextCursor: string | null }> {
  const limit = page.limit ?? DEFAULT_PAGE_SIZE;
  const { page: rows, nextCursor } = toPage(await creatorCampaignPageQuery(db, creatorId, page, limit), limit);
  return { campaigns: rows.map(toCampaign), nextCursor };
}

/**
 * Campaigns the clipper has joined and that still exist, most recently joined first. The campaigns are read
 * by primary key from the clipper's own participation rows (`id = any(array(...))`), never by scanning the
 * campaigns table to hash-join it.
 */
export function joinedCampaignsQuery(db: Db | Tx, userId: string) {
  const theirs = sql`array(select ${campaignParticipants.campaignId} from ${campaignParticipants} where ${campaignParticipants.userId} = ${userId})`;
  return selectCampaigns(db)
    .innerJoin(
      campaignParticipants,
      and(eq(campaignParticipants.campaignId, campaigns.id), eq(campaignParticipants.userId, userId)),
    )
    .where(and(sql`${campaigns.id} = any(${theirs})`, isLive))
    .orderBy(desc(campaignParticipants.joinedAt), desc(campaigns.id));
}

export async function listJoinedCampaigns(db: Db | Tx, userId: string): Promise<Campaign[]> {
  return (await joinedCampaignsQuery(db, userId)).map(toCampaign);
}
