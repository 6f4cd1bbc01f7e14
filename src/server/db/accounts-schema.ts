import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The links we email (docs/accounts.md#links): a password reset, an email to verify, an admin invitation. Only the
 * token's SHA-256 is kept, so a copy of the database opens no account; each is used once and expires.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ['reset', 'verify', 'invite'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The person it opens; null for an invitation, whose account does not exist yet. */
    userId: uuid('user_id').references(() => users.id),
    /** The address it was sent to: the one to verify, or the invited one. */
    email: text('email').notNull(),
    /** An invitation's admin role. */
    adminRole: text('admin_role', { enum: ['owner', 'finance', 'moderator'] }),
    /** Who invited (an invitation), so the audit trail can name them. */
    createdBy: uuid('created_by').references(() => users.id),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_unique').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * Every admin action (docs/accounts.md#audit): who, what, on which object, when, and the object before and after.
 * Append-only: a trigger refuses UPDATE and DELETE (migration 0031).
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_created_idx').on(t.createdAt, t.id),
    index('admin_audit_actor_idx').on(t.actorId, t.createdAt, t.id),
    index('admin_audit_object_idx').on(t.objectType, t.objectId, t.createdAt, t.id),
  ],
);

/** A person's notifications, as the bell lists them (docs/accounts.md#inbox); read on any device is read on all. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The screen it is about, e.g. /dashboard?tab=clips. */
    link: text('link'),
    /** One event is one notification per person, however often it is told. */
    eventKey: text('event_key').notNull(),
    readAt: at('read_at'),
    /** When the push worker handled it (sent to the person's devices, or found none to send to); null: not yet. */
    pushedAt: at('pushed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_event_unique').on(t.userId, t.kind, t.eventKey),
    index('notifications_user_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
    index('notifications_unpushed_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.pushedAt} IS NULL`),
  ],
);

/**
 * A device's Web Push subscription (docs/accounts.md#app): the push service's endpoint and the browser's keys, and
 * which money moments the person chose to be pushed on it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    kinds: text('kinds').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
