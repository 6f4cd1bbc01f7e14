import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '@schemas/routes';
import { queryKeys } from './query-keys';

/** The bell shows this many, newest first. */
const SHOWN = 20;

export type Inbox = ResponseOf<'notifications'>;
export type InboxNotification = Inbox['notifications'][number];

// The api client (and the route table's schemas) load with the first read, not with the bell's chunk.
const callApiLater = () => import('./api-client').then((module) => module.callApi);

/** The signed-in person's inbox (docs/accounts.md#inbox): the newest notifications and how many are unread. */
export const inboxQuery = () =>
  queryOptions({
    queryKey: queryKeys.notifications(),
    queryFn: async ({ signal }) => (await callApiLater())('notifications', { query: { limit: SHOWN }, signal }),
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
      queryClient.setQueryData(queryKeys.notifications(), (inbox: Inbox | undefined) =>
        inbox
          ? {
              ...inbox,
              unreadCount: answer.unreadCount,
              notifications: inbox.notifications.map((notification) =>
                'all' in body || body.ids.includes(notification.id) ? { ...notification, read: true } : notification,
              ),
            }
          : inbox,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications() });
      return answer;
    },
  });
