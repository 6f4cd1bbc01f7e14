import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { parseTag, type ChangeTag } from '@schemas/change-tags';
import type { LiveEvent } from '@schemas/events';
import { queryKeys } from './query-keys';

/**
 * The React Query keys a change-feed tag names (its vocabulary: schemas/change-tags.ts). The stream only sends the
 * person's own `user:` tag, so it maps to their private reads whatever their role. Every kind of tag is answered
 * here: a kind added to the vocabulary fails the type check until it is.
 */
export function keysOfTag(tag: ChangeTag): QueryKey[] {
  const parsed = parseTag(tag);
  if (!parsed) return [];
  switch (parsed.kind) {
    case 'campaigns':
      return [queryKeys.campaigns.lists()];
    case 'platform':
      return [queryKeys.admin.all];
    case 'user':
      return [
        queryKeys.dashboard.all,
        queryKeys.clips.all,
        queryKeys.wallet.all,
        queryKeys.campaigns.joined(),
        queryKeys.channel(),
        queryKeys.admin.wallet(),
        // The bell's inbox: every notification of theirs comes with their own tag.
        queryKeys.notifications(),
      ];
    case 'campaign':
      // Its detail and participants, and what shows its clips, budget or estimates (computed from its escrow):
      // dashboards, My Clips, Joined, the wallet's pending earnings.
      return [
        queryKeys.campaigns.detail(parsed.id),
        queryKeys.campaigns.participantsOf(parsed.id),
        queryKeys.campaigns.contacts(parsed.id),
        queryKeys.campaigns.joined(),
        queryKeys.dashboard.all,
        queryKeys.clips.mine(),
        queryKeys.wallet.all,
      ];
    // Its clipper's My Clips and dashboards, and the creator's open appeals (an answer changes the clip alone).
    case 'clip':
      return [queryKeys.clips.mine(), queryKeys.clips.appeals(), queryKeys.dashboard.all];
    // A creator's track record, on every campaign of theirs (which the tag does not list): every campaign read.
    case 'creator':
      return [queryKeys.campaigns.all];
    // A write's answer names the caller's own (the stream does not send it).
    case 'blocks':
      return [queryKeys.blocks()];
    // Server-side only: the stream never sends them (the session row; an escrow, whose readers the stream names
    // by their campaign; the running totals, whose every posting also names the platform; a campaign's
    // participants, whose join or deletion also names the campaign; a clip's measurement history, whose every
    // measurement also names the clip; a clipper's channel, whose link also names the clipper).
    case 'account':
    case 'escrow':
    case 'totals':
    case 'participants':
    case 'measurements':
    case 'channel':
      return [];
  }
}

/** Every key an event names, once each; a resync names them all. */
export function keysOfEvent(event: LiveEvent): QueryKey[] | 'all' {
  if (event.type === 'resync') return 'all';
  return keysOfTags(event.tags);
}

/** Every key the tags name, once each. */
function keysOfTags(tags: readonly ChangeTag[]): QueryKey[] {
  const keys = new Map<string, QueryKey>();
  for (const key of tags.flatMap(keysOfTag)) keys.set(JSON.stringify(key), key);
  return [...keys.values()];
}

/**
 * Refreshes what a write's answer says it changed (its Change-Tags header, read by the api client): the queries on
 * screen refetch, the others are marked stale; resolves once the refetches are in, so a mutation is pending until
 * its screen shows the change.
 */
export function refreshChanged(queryClient: QueryClient, tags: readonly ChangeTag[]): Promise<unknown> {
  // Not the bell's inbox: a person's own write never notifies them (the server tells the others), and what does
  // reaches them on the live stream (applyLiveEvent).
  const inbox = JSON.stringify(queryKeys.notifications());
  const keys = keysOfTags(tags).filter((queryKey) => JSON.stringify(queryKey) !== inbox);
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Refreshes what the event names: the queries on screen refetch, the others are marked stale. */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent) {
  const keys = keysOfEvent(event);
  if (keys === 'all') return void queryClient.invalidateQueries();
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}
