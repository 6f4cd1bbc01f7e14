import { CHANGE_TAGS_HEADER, parseTag, type ChangeTag } from '../../../schemas/change-tags';
import type { SessionUser } from '../deps';

/**
 * The tags of a write's changes its caller's screens show, for the answer's Change-Tags header: the public list,
 * campaigns (their ids are public), the caller's own `user:<id>` and `blocks:<id>`, and `platform` for the admin. The others name
 * other people or only the server's caches (docs/reads.md "Read cache").
 */
function callerTags(tags: readonly ChangeTag[], user: SessionUser | null): ChangeTag[] {
  return tags.filter((tag) => {
    const parsed = parseTag(tag);
    if (!parsed) return false;
    if (parsed.kind === 'campaigns' || parsed.kind === 'campaign') return true;
    if (parsed.kind === 'user' || parsed.kind === 'blocks') return parsed.id === user?.id;
    return parsed.kind === 'platform' && user?.role === 'admin';
  });
}

/** Names the caller's share of a write's changes on its answer. */
export function withChangeTags(response: Response, tags: readonly ChangeTag[], user: SessionUser | null): Response {
  const shown = callerTags(tags, user);
  if (shown.length > 0) response.headers.set(CHANGE_TAGS_HEADER, shown.join(' '));
  return response;
}
