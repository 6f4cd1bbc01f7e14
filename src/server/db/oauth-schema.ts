import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The `state` of a sign-in with a provider in flight (Instagram, Google; src/server/oauth/link-states.ts): stored
 * only as its SHA-256, bound to the clipper who asked and to the provider, used once, for 10 minutes, so a code the
 * provider sends back links the account to that clipper only.
 */
export const oauthLinkStates = pgTable(
  'oauth_link_states',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider', { enum: ['instagram', 'google'] }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('oauth_link_states_user_idx').on(t.userId)],
);
