import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accountEmailKinds, emailKinds } from '../../../schemas/notifications';
import { createdAt } from './columns';
import { users } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Emails to send, written in the same transaction as the event they tell of (docs/operations.md#email), so an event
 * that committed always has its email and a rolled-back one never does. The worker (src/server/mail) sends the
 * due pending rows; the unique (kind, event, recipient) keeps one event to one email per person.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: [...emailKinds, ...accountEmailKinds] }).notNull(),
    /** The person it is about; their address is read when it is sent, unless `toAddress` names another. */
    recipientId: uuid('recipient_id').references(() => users.id),
    /** An address of its own: a new email to verify before it replaces the old, an invited admin's. */
    toAddress: text('to_address'),
    /** The event, e.g. the clip's or the withdrawal's id. */
    eventKey: text('event_key').notNull(),
    /** Rendered when the event happened, so the amounts are the ones that moved then. */
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
    lastError: text('last_error'),
    /** Without SMTP_URL the row is printed once to the log (and kept pending for when SMTP is set). */
    loggedAt: at('logged_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_outbox_event_unique').on(t.kind, t.eventKey, t.recipientId),
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A kind of email a person turned off (no row: on). */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: emailKinds }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
