import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type * as z from 'zod';
import type { inboxNotification } from '../../../schemas/accounts';
import type { EmailKind } from '../../../schemas/notifications';
import type { Db, Tx } from '../db/client';
import { notifications } from '../db/accounts-schema';
import type { Email } from '../mail/outbox';
import { inReaderLanguage } from '../mail/recipient-language';
import { afterCursor, cursorAt, DEFAULT_PAGE_SIZE, keysetOrder, toPage } from '../paging/keyset-page';

type InboxNotification = z.output<typeof inboxNotification>;

/** The screen each kind of notification opens. */
const LINKS: Partial<Record<EmailKind, string>> = {
  clip_awaiting_review: '/creator?tab=pending',
  clip_appealed: '/creator?tab=pending',
  clip_approved: '/dashboard?tab=clips',
  clip_rejected: '/dashboard?tab=clips',
  appeal_decided: '/dashboard?tab=clips',
  withdrawal_paid: '/clipper/wallet',
  withdrawal_rejected: '/clipper/wallet',
  withdrawal_returned: '/clipper/wallet',
  withdrawal_requested: '/admin/withdrawals',
  campaign_paused: '/dashboard?tab=joined',
  clipper_suspended: '/creator?tab=pending',
};

/**
 * The bell's copy of an email about a money or review moment (docs/accounts.md#inbox), written with it in the
 * event's transaction, in the recipient's language as the email is; the emails about the account itself (links,
 * suspensions) are not notifications.
 */
export function notificationInsert(tx: Tx, email: Email) {
  const link = LINKS[email.kind];
  if (link === undefined || email.recipientId === null) return null;
  return tx
    .insert(notifications)
    .values({
      userId: email.recipientId,
      kind: email.kind,
      title: inReaderLanguage(email, (text) => text.subject),
      // The email's first paragraph: what happened; the rest is what to do about it, which the screen shows.
      body: inReaderLanguage(email, (text) => text.body.split('\n\n')[0] ?? text.subject),
      link,
      eventKey: email.eventKey,
    })
    .onConflictDoNothing();
}

export async function unreadCount(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The person's notifications, newest first, with the count still unread. */
export async function listNotifications(db: Db, userId: string, query: { cursor?: string; limit?: number }) {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      cursorAt: cursorAt(notifications.createdAt),
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), afterCursor(notifications.createdAt, notifications.id, query.cursor)))
    .orderBy(...keysetOrder(notifications.createdAt, notifications.id))
    .limit(limit + 1);
  const { page, nextCursor } = toPage(rows, limit);
  const list = page.map((row): InboxNotification => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { notifications: list, unreadCount: await unreadCount(db, userId), nextCursor };
}

/** Marks the person's own notifications read (ids of someone else's match nothing); answers the count left unread. */
export async function markRead(tx: Tx, userId: string, which: { ids: string[] } | { all: true }, now = new Date()) {
  await tx
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        'ids' in which ? inArray(notifications.id, which.ids) : undefined,
      ),
    );
  return unreadCount(tx, userId);
}
