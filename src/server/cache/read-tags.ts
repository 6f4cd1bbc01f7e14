import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaignParticipants, campaigns } from '../db/schema';
import type { SessionUser } from '../deps';
import { changeTags } from '../feed/change-tags';
import type { CacheableRead } from './cacheable-read';

/** The tags a read's answer depends on, or null when it must not be stored. */
export type ReadTagger = (read: CacheableRead, user: SessionUser | undefined) => Promise<string[] | null>;

/**
 * Public reads are about campaigns: one campaign when the path names it, else the public list.
 * A private read depends on its person (`user:<id>`) and on every campaign that person's data touches:
 * a clipper's joined campaigns (their clips can only be in those), a creator's own campaigns (their
 * clips, participants and escrow); the admin's reads depend on the whole platform. So a change to a
 * campaign (an edit, a deletion rejecting its pending clips, another clipper's submission changing the
 * pending estimates) reaches every private read it affects, without the write listing those people.
 */
export function createReadTagger(db: Db): ReadTagger {
  const joined = db
    .select({ id: campaignParticipants.campaignId })
    .from(campaignParticipants)
    .where(eq(campaignParticipants.userId, sql.placeholder('userId')))
    .prepare('read_cache_joined_campaigns');
  const owned = db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.creatorId, sql.placeholder('userId')))
    .prepare('read_cache_owned_campaigns');

  return async (read, user) => {
    if (read.scope === 'public') return [read.id ? changeTags.campaign(read.id) : changeTags.campaigns];
    if (!user) return null;
    const own = changeTags.user(user.id);
    if (user.role === 'admin') return [own, changeTags.platform];
    const rows = await (user.role === 'creator' ? owned : joined).execute({ userId: user.id });
    return [own, ...rows.map((row) => changeTags.campaign(row.id))];
  };
}
