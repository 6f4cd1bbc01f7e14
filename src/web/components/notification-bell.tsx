import { ActionIcon, Box, Button, Indicator, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { PublicUser } from '@schemas/auth';
import type { BellNotice, NoticeList } from '../lib/live-notices';
import { useSession } from '../lib/session';

// Not lib/format: it brings the money schemas (zod) into the chunk the first paint waits for.
const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "just now", "5 min ago", "3 h ago", then the date and time. */
export function sinceText(iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return dateTime.format(new Date(iso));
}

const noNotices: BellNotice[] = [];
const noChange = () => () => undefined;

function useNotices(list: NoticeList | null): BellNotice[] {
  return useSyncExternalStore(
    list?.subscribe ?? noChange,
    list?.get ?? (() => noNotices),
    list?.get ?? (() => noNotices),
  );
}

/**
 * Live updates while someone is signed in: the bell is on every signed-in page, so the stream lives as long as
 * it does (opened at sign-in, closed at sign-out or when the token changes). Its code loads after the first paint.
 */
function useLiveUpdates(token: string | null, userId: string): NoticeList | null {
  const [list, setList] = useState<NoticeList | null>(null);
  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let stop: (() => void) | null = null;
    void import('../lib/live-updates')
      .then(({ startLiveUpdates }) => startLiveUpdates(userId))
      .then((live) => {
        if (stopped) return live.stop();
        stop = live.stop;
        setList(live.list);
      });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [token, userId]);
  return list;
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

function NoticeListPanel({ list }: { list: NoticeList | null }) {
  const notices = useNotices(list);
  if (notices.length === 0)
    return <Text size="sm">Nothing new yet. Approvals, rejections and new clips to review show up here.</Text>;
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {notices.map((notice) => (
        <li key={notice.key}>
          <Text size="sm" fw={notice.read ? 400 : 700}>
            {notice.text}
          </Text>
          <Text size="xs" c="dimmed">
            {sinceText(notice.at)}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

/**
 * The nav bar's bell (docs/product.md#notifications): the unread count, and on click the last notices in a panel
 * under it (a disclosure, like the account menu: focus moves into the panel as it opens; Escape or Close closes it
 * and focus returns to the bell).
 */
export function NotificationBell({ user }: { user: PublicUser }) {
  const { token } = useSession();
  const list = useLiveUpdates(token, user._id);
  const unread = useNotices(list).filter((notice) => !notice.read).length;
  const [opened, setOpened] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Focus moves into the panel as it opens, so a keyboard reader is where the notices are and Escape reaches it.
  useEffect(() => {
    if (opened) panel.current?.focus();
  }, [opened]);
  // What was shown is read once the panel closes (so it stays marked while being read).
  const close = () => {
    setOpened(false);
    list?.markAllRead();
    bell.current?.focus();
  };

  return (
    <Box pos="relative">
      <Indicator label={unread} size={18} disabled={unread === 0} offset={4}>
        <ActionIcon
          ref={bell}
          variant="subtle"
          size="lg"
          aria-label={unread === 0 ? 'Notifications' : `Notifications (${unread} unread)`}
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
          aria-label="Notifications"
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
            <NoticeListPanel list={list} />
            <Button size="xs" variant="subtle" onClick={close}>
              Close
            </Button>
          </Stack>
        </Paper>
      ) : null}
    </Box>
  );
}
