import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { RouteName } from '../../../schemas/routes';
import { campaignParticipants } from '../db/schema';
import type { SessionUser } from '../deps';
import { changeTags } from '../feed/change-tags';
import type { CacheableRead } from './cacheable-read';

/** The tags a read's answer depends on, or null when it must not be stored. */
export type ReadTagger = (read: CacheableRead, user: SessionUser | undefined) => Promise<string[] | null>;

/**
 * Public reads are about campaigns: one campaign when the path names it, else the public list.
 * A private read depends on its person (`user:<id>`); the admin's reads on the whole platform too.
 * A creator's reads carry their own tag alone: every change naming one of their campaigns also names
 * them (creatorTagsOf, in commitChange). A clipper's dashboard, its charts and My Clips show their own rows and
 * running figures, which every write that changes them names them for (their clips' decisions and
 * measurements, the pending estimates refreshPendingEstimates moves, a deleted campaign's participants,
 * a renamed campaign's clippers), so they carry `user:<id>` alone too, however many campaigns the clipper
 * joined. Their other reads show the joined campaigns' own figures (budget, participants), which change
 * with every join or approval there, so those carry each joined campaign's tag.
 */
export function createReadTagger(db: Db): ReadTagger {
  const joined = db
    .select({ id: campaignParticipants.campaignId })
    .from(campaignParticipants)
    .where(eq(campaignParticipants.userId, sql.placeholder('userId')))
    .prepare('read_cache_joined_campaigns');

  return async (read, user) => {
    if (read.scope === 'public') return [read.id ? changeTags.campaign(read.id) : changeTags.campaigns];
    if (!user) return null;
    const own = changeTags.user(user.id);
    // A clip's measurement history changes with each measurement of it, which names the clip (refresh-measurements).
    if (read.route === 'clipMeasurements' && read.id) return [own, changeTags.clip(read.id)];
    if (user.role === 'admin') return [own, changeTags.platform];
    if (user.role === 'creator' || OWN_ROWS_ONLY.has(read.route)) return [own];
    const rows = await joined.execute({ userId: user.id });
    return [own, ...rows.map((row) => changeTags.campaign(row.id))];
  };
}

const OWN_ROWS_ONLY: ReadonlySet<RouteName> = new Set<RouteName>(['userDashboard', 'userSeries', 'myClips']);
