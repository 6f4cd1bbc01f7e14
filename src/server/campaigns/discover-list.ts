import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Platform } from '../../../schemas/platform';
import type { Campaign, CampaignListQuery, CampaignSort } from '../../../schemas/campaign';
import type { Db, Tx } from '../db/client';
import { containing } from '../db/like-pattern';
import { campaigns, users } from '../db/schema';
import { decodeRankedCursor, encodeRankedCursor } from '../paging/keyset-cursor';
import { afterCursor, cursorAt, keysetOrder, toPage } from '../paging/keyset-page';
import { creatorFigures } from '../db/clipper-figures-schema';
import { campaignColumns, isLive, toCampaign, withTrackRecord } from './campaign-view';

/**
 * What Discover shows (docs/product.md#campaign-pause): active campaigns and those their creator paused (shown as
 * paused); an admin's pause takes a campaign off it. Written as the partial indexes' predicate (migration 0029), so
 * the planner walks them.
 */
const onDiscover = sql`(${campaigns.status} = 'active' or (${campaigns.status} = 'paused' and ${campaigns.pausedByAdmin} = false))`;

/** The public list's page: a screenful of cards. */
export const PUBLIC_PAGE_SIZE = 50;

type DiscoverPage = { campaigns: Campaign[]; nextCursor: string | null };

/**
 * What a ranked sort orders by, highest first. Each has a partial index on (rank, created_at, id) over the
 * active, live campaigns (migration 0014), so a page is a walk down it.
 */
const RANKS: Record<Exclude<CampaignSort, 'newest'>, SQL> = {
  payout: sql`${campaigns.payoutRate}`,
  budget: sql`(${campaigns.totalBudget} - ${campaigns.amountSpent})`,
};

/** Title or description contains `q` literally (trigram indexes, migration 0014, serve it). */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containing(q);
  return or(ilike(campaigns.title, pattern), ilike(campaigns.description, pattern));
}

/**
 * Campaigns paying for the platform. No index of its own: almost every campaign pays for YouTube Shorts, and the sort's
 * index walk stops at a page of matches (a rarer platform reads further down it, as a search does).
 */
const payingFor = (platform: Platform | undefined): SQL | undefined =>
  platform ? sql`${campaigns.platforms} @> array[${platform}]::text[]` : undefined;

/** Rows strictly after the ranked cursor's row, in (rank, created_at, id) descending order. */
function afterRanked(rank: SQL, cursor: string | undefined): SQL | undefined {
  if (cursor === undefined) return undefined;
  const after = decodeRankedCursor(cursor);
  return sql`(${rank}, ${campaigns.createdAt}, ${campaigns.id}) < (${after.rank}::bigint, ${after.at}::timestamptz, ${after.id}::uuid)`;
}

/**
 * The page query (limit+1 rows) of Discover: its campaigns newest first (campaigns_discover_created_idx),
 * or by payout rate or budget left with ties newest first, optionally only those matching a search; each page
 * starts strictly after the last one's row. Apart so a test can EXPLAIN it.
 */
export function discoverPageQuery(db: Db | Tx, query: CampaignListQuery, limit: number) {
  const sort = query.sort ?? 'newest';
  const rank = sort === 'newest' ? undefined : RANKS[sort];
  return db
    .select({
      ...campaignColumns,
      cursorAt: cursorAt(campaigns.createdAt),
      rank: sql<number>`${rank ?? sql`0`}`.mapWith(Number),
    })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.creatorId))
    .leftJoin(creatorFigures, withTrackRecord)
    .where(
      and(
        isLive,
        onDiscover,
        matching(query.q),
        payingFor(query.platform),
        rank ? afterRanked(rank, query.cursor) : afterCursor(campaigns.createdAt, campaigns.id, query.cursor),
      ),
    )
    .orderBy(...(rank ? [sql`${rank} desc`] : []), ...keysetOrder(campaigns.createdAt, campaigns.id))
    .limit(limit + 1);
}

/** Discover's campaigns a page at a time; the next cursor carries the sort's own key. */
export async function listActiveCampaigns(db: Db | Tx, query: CampaignListQuery): Promise<DiscoverPage> {
  const limit = query.limit ?? PUBLIC_PAGE_SIZE;
  const rows = await discoverPageQuery(db, query, limit);
  if ((query.sort ?? 'newest') === 'newest') {
    const { page, nextCursor } = toPage(rows, limit);
    return { campaigns: page.map(toCampaign), nextCursor };
  }
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeRankedCursor({ rank: last.rank, at: last.cursorAt, id: last.id }) : null;
  return { campaigns: page.map(toCampaign), nextCursor };
}
