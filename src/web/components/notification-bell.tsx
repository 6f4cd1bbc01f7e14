import { ActionIcon, Box, Button, Group, Indicator, Paper, Stack, Text } from '@mantine/core';
import { useInfiniteQuery, useMutation, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { existingQueryClient, subscribeQueryClient } from '../lib/app-query-client';
import { t } from '../lib/i18n';
import { inboxQuery, readNotificationsMutation, type InboxNotification } from '../lib/inbox';
import { useSession } from '../lib/session';
import { NotificationList } from './notification-list';

/**
 * Live updates while someone is signed in: the bell is on every signed-in page, so the stream lives as long as
 * it does (opened at sign-in, closed at sign-out or when the token changes). Its code loads after the first paint,
 * and with it the query client the inbox is read with.
 */
function useLiveUpdates(token: string | null) {
  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let stop: (() => void) | null = null;
    void import('../lib/live-updates')
      .then(({ startLiveUpdates }) => startLiveUpdates())
      .then((live) => {
        if (stopped) return live.stop();
        stop = live.stop;
      });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [token]);
}

type InboxState = {
  /** The notifications read so far, newest first (undefined until the first page is in). */
  notifications: InboxNotification[] | undefined;
  unread: number;
  markRead: (body: { ids: string[] } | { all: true }) => void;
  marking: boolean;
  /** 'Load more' while the server has older ones. */
  more: { loading: boolean; load: () => void } | null;
};

/** The server inbox and its read marks, once the query client is there (it loads with the live updates). */
function InboxReader({ client, children }: { client: QueryClient; children: (state: InboxState) => ReactNode }) {
  const inbox = useInfiniteQuery(inboxQuery(), client);
  const read = useMutation(readNotificationsMutation(client), client);
  const pages = inbox.data?.pages;
  return (
    <>
      {children({
        notifications: pages?.flatMap((page) => page.notifications),
        unread: pages?.[0]?.unreadCount ?? 0,
        markRead: (body) => read.mutate(body),
        marking: read.isPending,
        more: inbox.hasNextPage ? { loading: inbox.isFetchingNextPage, load: () => void inbox.fetchNextPage() } : null,
      })}
    </>
  );
}

function BellIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

const noInbox: InboxState = {
  notifications: undefined,
  unread: 0,
  markRead: () => undefined,
  marking: false,
  more: null,
};
const noClient = () => null;

/**
 * The nav bar's bell (docs/product.md#notifications, docs/accounts.md#inbox): the server's unread count, and on
 * click the newest notifications in a panel under it (a disclosure, like the account menu: focus moves into the
 * panel as it opens; Escape or Close closes it and focus returns to the bell). Opening a notification marks it read;
 * "Mark all read" marks them all, on every device.
 */
export function NotificationBell() {
  const { token } = useSession();
  useLiveUpdates(token);
  const client = useSyncExternalStore(subscribeQueryClient, existingQueryClient, noClient);
  const [opened, setOpened] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Focus moves into the panel as it opens, so a keyboard reader is where the notices are and Escape reaches it.
  useEffect(() => {
    if (opened) panel.current?.focus();
  }, [opened]);
  const close = () => {
    setOpened(false);
    bell.current?.focus();
  };

  const view = ({ notifications, unread, markRead, marking, more }: InboxState) => {
    const open = (notification: InboxNotification) => {
      if (!notification.read) markRead({ ids: [notification.id] });
      if (notification.link) setOpened(false);
    };
    return (
      <Box pos="relative">
        <Indicator label={unread} size={18} disabled={unread === 0} offset={4}>
          <ActionIcon
            ref={bell}
            variant="subtle"
            size="lg"
            aria-label={
              unread === 0 ? t('common.notifications') : t('common.notificationsUnread', { count: String(unread) })
            }
            aria-expanded={opened}
            aria-controls="notification-list"
            onClick={() => (opened ? close() : setOpened(true))}
          >
            <BellIcon />
          </ActionIcon>
        </Indicator>
        {opened ? (
          <Paper
            ref={panel}
            tabIndex={-1}
            id="notification-list"
            role="region"
            aria-label={t('common.notifications')}
            shadow="md"
            withBorder
            p="sm"
            w={320}
            pos="absolute"
            right={0}
            top="calc(100% + 8px)"
            style={{ zIndex: 200 }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') close();
            }}
          >
            <Stack gap="sm">
              {notifications ? (
                <NotificationList notifications={notifications} onOpen={open} />
              ) : (
                <Text size="sm">{t('common.loadingNotifications')}</Text>
              )}
              {more ? (
                <Button size="xs" variant="default" loading={more.loading} onClick={more.load}>
                  {t('common.loadMore')}
                </Button>
              ) : null}
              <Group justify="space-between">
                <Button size="xs" variant="subtle" onClick={close}>
                  {t('common.close')}
                </Button>
                {unread > 0 ? (
                  <Button size="xs" variant="light" loading={marking} onClick={() => markRead({ all: true })}>
                    {t('common.markAllRead')}
                  </Button>
                ) : null}
              </Group>
            </Stack>
          </Paper>
        ) : null}
      </Box>
    );
  };

  return client ? <InboxReader client={client}>{view}</InboxReader> : view(noInbox);
}
