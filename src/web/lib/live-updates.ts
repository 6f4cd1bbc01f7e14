import { loadQueryClient } from './app-query-client';
import { connectLiveEvents } from './live-events';
import { applyLiveEvent } from './live-keys';
import { createNoticeList, type NoticeList } from './live-notices';

export type LiveUpdates = { list: NoticeList; stop(): void };

/**
 * Live updates for the signed-in person: their stream (live-events.ts), each event refreshing the queries it
 * names (live-keys.ts) and its notices going to the bell's list (live-notices.ts). Loaded on demand by the bell,
 * so the signed-in chunk the first paint waits for stays small.
 */
export async function startLiveUpdates(userId: string): Promise<LiveUpdates> {
  const list = createNoticeList(userId);
  const queryClient = await loadQueryClient();
  const connection = connectLiveEvents((event) => {
    applyLiveEvent(queryClient, event);
    if (event.type === 'change') list.add(event.notices);
  });
  return { list, stop: () => connection.stop() };
}
