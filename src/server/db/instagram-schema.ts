import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A clipper's linked Instagram professional account (docs/trust.md#instagram): one per clipper, and an account is
 * linked to one clipper at most. The long-lived token is sealed (src/server/instagram/token-crypto.ts), never kept
 * in clear; it is refreshed before `tokenExpiresAt`, and `tokenFailedAt` marks one Instagram refused (190).
 */
export const instagramAccounts = pgTable(
  'instagram_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    igUserId: text('ig_user_id').notNull(),
    username: text('username').notNull(),
    accountType: text('account_type').notNull(),
    sealedToken: text('sealed_token').notNull(),
    tokenExpiresAt: at('token_expires_at').notNull(),
    tokenFailedAt: at('token_failed_at'),
    /**
     * The calls made for this account in the hour starting `callsHour` (INSTAGRAM_CALLS_PER_HOUR bounds them:
     * Instagram limits each account's calls per hour).
     */
    callsHour: at('calls_hour'),
    callsMade: integer('calls_made').notNull().default(0),
    linkedAt: createdAt(),
  },
  (t) => [uniqueIndex('instagram_accounts_ig_user_unique').on(t.igUserId)],
);
