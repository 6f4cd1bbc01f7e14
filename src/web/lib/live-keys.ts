import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveEvent } from '@schemas/events';
import { queryKeys } from './query-keys';

/**
 * The React Query keys a change-feed tag names (its vocabulary: src/server/feed/change-tags.ts). The stream
 * only sends the person's own `user:` tag, so it maps to their private reads whatever their role.
 */
export function keysOfTag(tag: string): QueryKey[] {
  if (tag === 'campaigns') return [queryKeys.campaigns.lists()];
  if (tag === 'platform') return [queryKeys.admin.all];
  const [kind, id] = tag.split(':');
  if (kind === 'user') {
    return [
      queryKeys.dashboard.all,
      queryKeys.clips.all,
      queryKeys.wallet.all,
      queryKeys.campaigns.joined(),
      queryKeys.channel(),
      queryKeys.admin.wallet(),
    ];
  }
  if (kind === 'campaign' && id) {
    // Its detail and participants, and what shows its clips, budget or estimates (computed from its escrow):
    // dashboards, My Clips, Joined, the wallet's pending earnings.
    return [
      queryKeys.campaigns.detail(id),
      queryKeys.campaigns.participantsOf(id),
      queryKeys.campaigns.contacts(id),
      queryKeys.campaigns.joined(),
      queryKeys.dashboard.all,
      queryKeys.clips.mine(),
      queryKeys.wallet.all,
    ];
  }
  if (kind === 'clip') return [queryKeys.clips.mine(), queryKeys.dashboard.all];
  return [];
}

/** Every key an event names, once each; a resync names them all. */
export function keysOfEvent(event: LiveEvent): QueryKey[] | 'all' {
  if (event.type === 'resync') return 'all';
  const keys = new Map<string, QueryKey>();
  for (const key of event.tags.flatMap(keysOfTag)) keys.set(JSON.stringify(key), key);
  return [...keys.values()];
}

/** Refreshes what the event names: the queries on screen refetch, the others are marked stale. */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent) {
  const keys = keysOfEvent(event);
  if (keys === 'all') return void queryClient.invalidateQueries();
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}
