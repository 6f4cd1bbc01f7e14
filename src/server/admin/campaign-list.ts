import { and, eq, type SQL } from 'drizzle-orm';
import type * as z from 'zod';
import type { adminCampaignsQuery } from '../../../schemas/admin';
import { creatorFigures } from '../db/clipper-figures-schema';
import { campaignColumns, isLive, toCampaign, withTrackRecord } from '../campaigns/campaign-view';
import type { Db, Tx } from '../db/client';
import { campaigns, users } from '../db/schema';
import { afterCursor, cursorAt, DEFAULT_PAGE_SIZE, keysetOrder, toPage } from '../paging/keyset-page';

export type CampaignFilters = z.output<typeof adminCampaignsQuery>;

/** The page query itself (limit+1 rows), apart so the scale test can EXPLAIN exactly what runs. */
export function campaignPageQuery(db: Db | Tx, filters: CampaignFilters, limit: number) {
  const conditions: (SQL | undefined)[] = [
    isLive,
    filters.status ? eq(campaigns.status, filters.status) : undefined,
    afterCursor(campaigns.createdAt, campaigns.id, filters.cursor),
  ];
  return db
    .select({ ...campaignColumns, cursorAt: cursorAt(campaigns.createdAt) })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.creatorId))
    .leftJoin(creatorFigures, withTrackRecord)
    .where(and(...conditions))
    .orderBy(...keysetOrder(campaigns.createdAt, campaigns.id))
    .limit(limit + 1);
}

/** Every live campaign (any creator, any status) newest first, shaped as everywhere else. */
export async function listAllCampaigns(tx: Db | Tx, filters: CampaignFilters) {
  const limit = filters.limit ?? DEFAULT_PAGE_SIZE;
  const { page, nextCursor } = toPage(await campaignPageQuery(tx, filters, limit), limit);
  return { campaigns: page.map(toCampaign), nextCursor };
}
