import { eq } from 'drizzle-orm';
import type { LiveEvent } from '../../../schemas/events';
import type { Db } from '../db/client';
import { campaigns } from '../db/schema';
import { campaignParticipants } from '../db/participants-schema';
import type { Deps, SessionUser } from '../deps';
import { changeTags } from '../../../schemas/change-tags';
import { clipFactsOf, clipIdOf } from './live-clips';
import type { HubEvent } from './live-hub';
import { clipNotice } from './live-notices';
import { withdrawalNotices } from './live-withdrawals';

/**
 * Which changes one signed-in person may hear of, and what they mean to them (docs/reads.md "Live updates"):
 * `user:<their id>`, the public `campaigns` list, `campaign:<id>` of the campaigns they own (creator) or joined
 * (clipper), `platform` for admins, and `clip:<id>` of clips that are theirs or sent to their campaigns.
 * The campaigns are kept per stream (one small indexed query), read when it opens and again whenever a change
 * names the person (a join or a new campaign always does).
 */
export function createAudience(deps: Pick<Deps, 'db'>, user: SessionUser) {
  const own = changeTags.user(user.id);
  let allowed = new Set<string>([own]);

  async function refresh() {
    const ids = await campaignIdsOf(deps.db, user);
    const roleTags = user.role === 'admin' ? [changeTags.platform] : ids.map(changeTags.campaign);
    allowed = new Set([own, changeTags.campaigns, ...roleTags]);
  }

  /** The event this person gets for `event`, or null when none of it concerns them. */
  async function eventFor(event: HubEvent, now = new Date()): Promise<LiveEvent | null> {
    if (event.tags === null) {
      await refresh();
      return { type: 'resync' };
    }
    if (event.tags.includes(own)) await refresh();
    const tags = event.tags.filter((tag) => allowed.has(tag));
    const notices = [];
    if (user.role !== 'admin' && event.tags.some((tag) => clipIdOf(tag) !== null)) {
      const clips = await clipFactsOf(deps.db, event);
      for (const clip of clips.values()) {
        if (clip.clipperId !== user.id && clip.creatorId !== user.id) continue;
        tags.push(changeTags.clip(clip.id));
        const notice = clipNotice(user.id, clip, now, user.language);
        if (notice) notices.push(notice);
      }
    }
    // A payout paid or returned names its clipper: the bell says so (the withdrawals index finds few rows).
    if (user.role === 'user' && event.tags.includes(own))
      notices.push(...(await withdrawalNotices(deps.db, user.id, now, user.language)));
    return tags.length === 0 ? null : { type: 'change', tags, notices };
  }

  return { refresh, eventFor };
}

/** The campaigns a creator owns or a clipper joined (none for an admin, who hears of the platform). */
async function campaignIdsOf(db: Db, user: SessionUser): Promise<string[]> {
  if (user.role === 'creator') {
    const rows = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.creatorId, user.id));
    return rows.map((row) => row.id);
  }
  if (user.role === 'user') {
    const rows = await db
      .select({ id: campaignParticipants.campaignId })
      .from(campaignParticipants)
      .where(eq(campaignParticipants.userId, user.id));
    return rows.map((row) => row.id);
  }
  return [];
}
