import { Anchor, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import type { InboxNotification } from '../lib/inbox';

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

type Props = {
  notifications: readonly InboxNotification[];
  /** Marks one read (it was opened). */
  onOpen: (notification: InboxNotification) => void;
};

function ItemText({ notification }: { notification: InboxNotification }) {
  return (
    <>
      <Text size="sm" fw={notification.read ? 400 : 700} component="span" display="block">
        {notification.read ? null : <VisuallyHidden>Unread: </VisuallyHidden>}
        {notification.title}
      </Text>
      <Text size="sm" component="span" display="block">
        {notification.body}
      </Text>
      <Text size="xs" c="dimmed" component="span" display="block">
        {sinceText(notification.createdAt)}
      </Text>
    </>
  );
}

/** The bell's panel: each notification's title (bold while unread), body and time; opening one marks it read. */
export function NotificationList({ notifications, onOpen }: Props) {
  const router = useRouter();
  if (notifications.length === 0)
    return <Text size="sm">Nothing new yet. Approvals, rejections and new clips to review show up here.</Text>;

  const follow = (event: MouseEvent<HTMLAnchorElement>, notification: InboxNotification, link: string) => {
    onOpen(notification);
    // A plain click stays in the app; a new-tab click (modifier keys) is the browser's.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    router.history.push(link);
  };

  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none', maxHeight: 360, overflowY: 'auto' }}>
      {notifications.map((notification) => (
        <li key={notification.id}>
          {notification.link ? (
            <Anchor
              href={notification.link}
              underline="never"
              c="inherit"
              display="block"
              onClick={(event) => follow(event, notification, notification.link ?? '/')}
            >
              <ItemText notification={notification} />
            </Anchor>
          ) : (
            <UnstyledButton display="block" w="100%" onClick={() => onOpen(notification)}>
              <ItemText notification={notification} />
            </UnstyledButton>
          )}
        </li>
      ))}
    </Stack>
  );
}
