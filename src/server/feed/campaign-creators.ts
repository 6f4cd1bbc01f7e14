import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { campaigns } from '../db/schema';
import { changeTags } from './change-tags';

// Only a well-formed id is looked up: a malformed one names no campaign, and must not fail the write.
const CAMPAIGN_TAG = /^campaign:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * A change to a campaign is a change to its creator's private reads (their campaigns, review queue, stats):
 * the `user:<creator>` tag of every campaign the change names. So a creator's reads carry their own tag
 * alone, however many campaigns they have, and no write has to remember to name the creator.
 */
export async function creatorTagsOf(tx: Tx, tags: readonly string[]): Promise<string[]> {
  const ids = tags.flatMap((tag) => CAMPAIGN_TAG.exec(tag)?.[1] ?? []);
  if (ids.length === 0) return [];
  const rows = await tx.selectDistinct({ creatorId: campaigns.creatorId }).from(campaigns).where(inArray(campaigns.id, ids));
  return rows.map((row) => changeTags.user(row.creatorId));
}
