import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/rows';

const liveJoins = sql`select p.user_id, count(*) as n from campaign_participants p join campaigns k on k.id = p.campaign_id
  where k.deleted_at is null group by p.user_id`;

/**
 * Clippers whose running joined_campaigns_count (kept by joinCampaign and deleteCampaign) differs from their
 * live joined campaigns: none, when every write kept it. Tests run it after sequences of writes.
 */
export async function joinedCountDrift(db: Db | Tx): Promise<{ id: string; stored: number; fresh: number }[]> {
  const rows = await queryRows<{ id: string; stored: string; fresh: string }>(
    db,
    sql`
    select u.id, u.joined_campaigns_count::text as stored, coalesce(j.n, 0)::text as fresh
    from users u left join (${liveJoins}) j on j.user_id = u.id
    where u.joined_campaigns_count <> coalesce(j.n, 0)`,
  );
  return rows.map((row) => ({ id: row.id, stored: Number(row.stored), fresh: Number(row.fresh) }));
}

/** Sets every joined_campaigns_count from the rows (the bench seed, which loads rows in bulk). */
export async function rebuildJoinedCounts(db: Db | Tx): Promise<void> {
  await db.execute(sql`update users set joined_campaigns_count = coalesce(j.n, 0)
    from users u left join (${liveJoins}) j on j.user_id = u.id
    where users.id = u.id and users.joined_campaigns_count <> coalesce(j.n, 0)`);
}
