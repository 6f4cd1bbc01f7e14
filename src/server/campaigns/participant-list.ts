import { and, eq } from 'drizzle-orm';
import type { Participant } from '../../../schemas/campaign';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import { campaignParticipants } from '../db/participants-schema';
import { afterCursor, cursorAt, DEFAULT_PAGE_SIZE, keysetOrder, toPage } from '../paging/keyset-page';

/**
 * Who sees participants' emails: the public reads show names only (their cached answer is shared by
 * everyone), the campaign's creator and admins read emails through the private participant contacts.
 */
export type ParticipantDetail = 'names' | 'contacts';

/** The page query (limit+1 rows) on the (campaign_id, joined_at, user_id) index, apart so a test can EXPLAIN it. */
export function participantPageQuery(db: Db | Tx, campaignId: string, cursor: string | undefined, limit: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, cursorAt: cursorAt(campaignParticipants.joinedAt) })
    .from(campaignParticipants)
    .innerJoin(users, eq(users.id, campaignParticipants.userId))
    .where(
      and(
        eq(campaignParticipants.campaignId, campaignId),
        afterCursor(campaignParticipants.joinedAt, campaignParticipants.userId, cursor, 'asc'),
      ),
    )
    .orderBy(...keysetOrder(campaignParticipants.joinedAt, campaignParticipants.userId, 'asc'))
    .limit(limit + 1);
}

/** A campaign's participants, earliest joiner first, a page at a time; emails only for 'contacts'. */
export async function listParticipants(
  db: Db | Tx,
  campaignId: string,
  page: { cursor?: string; limit?: number },
  detail: ParticipantDetail,
): Promise<{ participants: Participant[]; nextCursor: string | null }> {
  const limit = page.limit ?? DEFAULT_PAGE_SIZE;
  const { page: rows, nextCursor } = toPage(await participantPageQuery(db, campaignId, page.cursor, limit), limit);
  const participants = rows.map((r) => ({ _id: r.id, name: r.name, email: detail === 'contacts' ? r.email : null }));
  return { participants, nextCursor };
}
