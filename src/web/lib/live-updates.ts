import { loadQueryClient } from './app-query-client';
import { connectLiveEvents } from './live-events';
import { applyLiveEvent } from './live-keys';

export type LiveUpdates = { stop(): void };

/**
 * Live updates for the signed-in person: their stream (live-events.ts), each event refreshing the queries it
 * names (live-keys.ts), the bell's inbox among them (their `user:` tag). Loaded on demand by the bell, so the
 * signed-in chunk the first paint waits for stays small.
 */
export async function startLiveUpdates(): Promise<LiveUpdates> {
  const queryClient = await loadQueryClient();
  const connection = connectLiveEvents((event) => applyLiveEvent(queryClient, event));
  return { stop: () => connection.stop() };
}
