import { eq } from 'drizzle-orm';
import type { EmailKind } from '../../../schemas/notifications';
import type { Locale } from '../../../schemas/locale';
import type { Tx } from '../db/client';
import { emailOutbox } from '../db/mail-schema';
import { users } from '../db/schema';
import { notificationInsert } from '../accounts/inbox';
import { inReaderLanguage } from './recipient-language';

/** An email's words in one language. */
export type EmailText = { subject: string; body: string };

export type Email = {
  kind: EmailKind;
  /** The person it is about (null for an invitation: no account yet). */
  recipientId: string | null;
  /** Sent here instead of the person's current address (a new address to verify, an invitation). */
  toAddress?: string;
  /** Without a recipient, the person whose language it is written in (an invitation: the inviter's). */
  languageOf?: string;
  eventKey: string;
  /** The email in `locale`: it is stored in its reader's language (users.language, docs/languages.md). */
  write: (locale: Locale) => EmailText;
};

/**
 * Puts an email in the outbox, in the caller's transaction (the event's own), so it exists exactly when the
 * event committed. The same event told twice to one person stays one row (the unique event key).
 */
export async function enqueueEmail(tx: Tx, email: Email): Promise<void> {
  for (const write of emailWrites(tx, email)) await write;
}

/**
 * enqueueEmail's statements, to send with other writes of the event (db/write-together.ts): the email, and its
 * copy in the person's notification inbox when it tells of a money or review moment (docs/accounts.md#inbox).
 */
export function emailWrites(tx: Tx, email: Email) {
  const inbox = notificationInsert(tx, email);
  const outbox = tx
    .insert(emailOutbox)
    .values({
      kind: email.kind,
      recipientId: email.recipientId,
      toAddress: email.toAddress,
      eventKey: email.eventKey,
      subject: inReaderLanguage(email, (text) => text.subject),
      body: inReaderLanguage(email, (text) => text.body),
    })
    .onConflictDoNothing();
  return inbox ? [outbox, inbox] : [outbox];
}

/** One email per admin (no digest: each request is its own email, so each can be acted on as it comes). */
export async function enqueueForAdmins(tx: Tx, email: Omit<Email, 'recipientId'>): Promise<void> {
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  for (const admin of admins) await enqueueEmail(tx, { ...email, recipientId: admin.id });
}

/** A person's name as the emails about them show it. */
export async function nameOf(tx: Tx, userId: string): Promise<string> {
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  // In the event's own transaction the person exists: this only keeps the type whole.
  return row?.name ?? 'A clipper';
}
