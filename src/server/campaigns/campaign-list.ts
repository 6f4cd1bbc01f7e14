import { and, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Campaign, JoinedCampaignsQuery } from '../../../schemas/campaign';
import type { Db, Tx } from '../db/client';
import { containing } from '../db/like-pattern';
import { campaigns, users } from '../db/schema';
import { campaignParticipants } from '../db/participants-schema';
import { afterCursor, cursorAt, DEFAULT_PAGE_SIZE, keysetOrder, toPage } from '../paging/keyset-page';
import { creatorFigures } from '../db/clipper-figures-schema';
import { campaignColumns, isLive, toCampaign, withTrackRecord } from './campaign-view';

type Page = { cursor?: string; limit?: number };

/** The page query of a creator's own live campaigns, newest first (the (creator_id, created_at, id) index). */
export function creatorCampaignPageQuery(db: Db | Tx, creatorId: string, page: Page, limit: number) {
  return db
    .select({ ...campaignColumns, cursorAt: cursorAt(campaigns.createdAt) })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.creatorId))
    .leftJoin(creatorFigures, withTrackRecord)
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
 * The page query (limit+1 rows) of the campaigns a clipper joined and that still exist, most recently joined
 * first: a walk down the clipper's own (user_id, joined_at, campaign_id) index, each campaign read by its
 * primary key (a lateral lookup, so a title search cannot turn it into a scan of every campaign), stopping
 * once the page is full. Apart so a test can EXPLAIN it.
 */
export function joinedCampaignPageQuery(db: Db | Tx, userId: string, filter: JoinedCampaignsQuery, limit: number) {
  // Inside the lateral lookup, the campaign's row and its creator's name, with the cursor of this joining.
  const campaign = db
    .select({ ...campaignColumns, cursorAt: cursorAt(campaignParticipants.joinedAt).as('cursor_at') })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.creatorId))
    .leftJoin(creatorFigures, withTrackRecord)
    .where(
      and(
        eq(campaigns.id, campaignParticipants.campaignId),
        isLive,
        filter.status ? eq(campaigns.status, filter.status) : undefined,
        filter.q ? ilike(campaigns.title, containing(filter.q)) : undefined,
      ),
    )
    .limit(1)
    .as('joined_campaign');
  return db
    .select()
    .from(campaignParticipants)
    .innerJoinLateral(campaign, sql`true`)
    .where(
      and(
        eq(campaignParticipants.userId, userId),
        filter.ids ? inArray(campaignParticipants.campaignId, filter.ids) : undefined,
        afterCursor(campaignParticipants.joinedAt, campaignParticipants.campaignId, filter.cursor),
      ),
    )
    .orderBy(...keysetOrder(campaignParticipants.joinedAt, campaignParticipants.campaignId))
    .limit(limit + 1);
}

/** The clipper's joined campaigns a page at a time, optionally only some ids, active ones or matching titles. */
export async function listJoinedCampaigns(
  db: Db | Tx,
  userId: string,
  filter: JoinedCampaignsQuery,
): Promise<{ campaigns: Campaign[]; nextCursor: string | null }> {
  const limit = filter.limit ?? (filter.ids ? filter.ids.length : DEFAULT_PAGE_SIZE);
  const rows = await joinedCampaignPageQuery(db, userId, filter, limit);
  const { page, nextCursor } = toPage(
    rows.map((row) => row.joined_campaign),
    limit,
  );
  return { campaigns: page.map(toCampaign), nextCursor };
}
