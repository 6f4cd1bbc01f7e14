import type { LiveEvent } from '../../../schemas/events';
import type { Deps, SessionUser } from '../deps';
import { changeTags } from '../feed/change-tags';
import { clipFactsOf, clipIdOf } from './live-clips';
import type { HubEvent } from './live-hub';
import { clipNotice } from './live-notices';

/**
 * Which changes one signed-in person may hear of, and what they mean to them (README "Live updates"):
 * `user:<their id>`, the public `campaigns` list, `campaign:<id>` of the campaigns they own (creator) or joined
 * (clipper), `platform` for admins, and `clip:<id>` of clips that are theirs or sent to their campaigns.
 * The campaigns are the same set their cached private reads depend on (deps.readTags, one small query), read
 * when the stream opens and again whenever a change names the person (a join or a new campaign names them).
 */
export function createAudience(deps: Pick<Deps, 'db' | 'readTags'>, user: SessionUser) {
  const own = changeTags.user(user.id);
  let allowed = new Set<string>([own]);

  async function refresh() {
    const tags = await deps.readTags({ route: 'me', scope: 'private', key: 'live-events' }, user);
    allowed = new Set([...(tags ?? [own]), changeTags.campaigns]);
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
        const notice = clipNotice(user.id, clip, now);
        if (notice) notices.push(notice);
      }
    }
    return tags.length === 0 ? null : { type: 'change', tags, notices };
  }

  return { refresh, eventFor };
}
