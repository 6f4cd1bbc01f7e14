import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { campaigns } from '../db/schema';
import { changeTags, type ChangeTag } from '../../../schemas/change-tags';

// Only a well-formed id is looked up: a malformed one names no campaign, and must not fail the write.
const CAMPAIGN_TAG = /^campaign:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** Campaign id to creator id, as read before: a campaign's creator never changes, so this process keeps it. */
const known = new Map<string, string>();
const KNOWN_MAX = 50_000;

/**
 * A change to a campaign is a change to its creator's private reads (their campaigns, review queue, stats):
 * the `user:<creator>` tag of every campaign the change names. So a creator's reads carry their own tag
 * alone, however many campaigns they have, and no write has to remember to name the creator. Only campaigns
 * this process has not met yet cost a statement.
 */
export async function creatorTagsOf(tx: Tx, tags: readonly ChangeTag[]): Promise<ChangeTag[]> {
  const ids = tags.flatMap((tag) => CAMPAIGN_TAG.exec(tag)?.[1]?.toLowerCase() ?? []);
  if (ids.length === 0) return [];
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    const rows = await tx
      .select({ id: campaigns.id, creatorId: campaigns.creatorId })
      .from(campaigns)
      .where(inArray(campaigns.id, unknown));
    // Forget the oldest half when full: a bound on memory, at the cost of one statement per campaign met again.
    if (known.size + rows.length > KNOWN_MAX)
      for (const key of [...known.keys()].slice(0, KNOWN_MAX / 2)) known.delete(key);
    for (const row of rows) known.set(row.id, row.creatorId);
  }
  return [...new Set(ids.flatMap((id) => known.get(id) ?? []))].map(changeTags.user);
}
