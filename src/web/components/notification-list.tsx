import { Anchor, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { intlLocale } from '@schemas/locale';
import { currentLocale, t } from '../lib/i18n';
import type { InboxNotification } from '../lib/inbox';

// Not lib/format: it brings the money schemas (zod) into the chunk the first paint waits for. One per language,
// made when first needed (the language is known once the page has started).
const dateTimes = new Map<string, Intl.DateTimeFormat>();
function dateTime(): Intl.DateTimeFormat {
  const locale = intlLocale[currentLocale()];
  let made = dateTimes.get(locale);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    dateTimes.set(locale, made);
  }
  return made;
}

/** "just now", "5 min ago", "3 h ago", then the date and time. */
export function sinceText(iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return t('common.justNow');
  if (minutes < 60) return t('common.minutesAgo', { minutes: String(minutes) });
  if (minutes < 24 * 60) return t('common.hoursAgo', { hours: String(Math.floor(minutes / 60)) });
  return dateTime().format(new Date(iso));
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
        {notification.read ? null : <VisuallyHidden>{t('common.unread')}</VisuallyHidden>}
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
  if (notifications.length === 0) return <Text size="sm">{t('common.inboxEmpty')}</Text>;

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
