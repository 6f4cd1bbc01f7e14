import { infiniteQueryOptions, mutationOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '@schemas/routes';
import { queryKeys } from './query-keys';

/** The bell shows this many at first, and this many more with each 'Load more'. */
const PAGE = 20;

export type Inbox = ResponseOf<'notifications'>;
export type InboxNotification = Inbox['notifications'][number];

// The api client (and the route table's schemas) load with the first read, not with the bell's chunk.
const callApiLater = () => import('./api-client').then((module) => module.callApi);

/**
 * The signed-in person's inbox (docs/accounts.md#inbox), newest first, a page at a time: the notifications and how
 * many are unread (every page says; the newest page's count is the bell's).
 */
export const inboxQuery = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.notifications(),
    queryFn: async ({ pageParam, signal }) =>
      (await callApiLater())('notifications', {
        query: { limit: PAGE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // Fresh until the person's live stream names it (their `user:` tag, lib/live-keys.ts) or they mark some read.
    staleTime: 5 * 60_000,
  });

/**
 * Marks some notifications (`ids`) or all of them read, on every device: the bell shows them read and the server's
 * new unread count at once, then reads the inbox again.
 */
export const readNotificationsMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['notifications', 'read'],
    mutationFn: async (body: RequestOf<'readNotifications'>) => {
      const answer = await (await callApiLater())('readNotifications', { body });
      const markRead = (page: Inbox): Inbox => ({
        ...page,
        unreadCount: answer.unreadCount,
        notifications: page.notifications.map((notification) =>
          'all' in body || body.ids.includes(notification.id) ? { ...notification, read: true } : notification,
        ),
      });
      queryClient.setQueryData<InfiniteData<Inbox, string | null>>(queryKeys.notifications(), (inbox) =>
        inbox ? { ...inbox, pages: inbox.pages.map(markRead) } : inbox,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications() });
      return answer;
    },
  });
