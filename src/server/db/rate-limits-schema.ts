import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counts behind the login slowdown and the action rate limits (src/server/limits), shared by every API
 * process. `key` names what is counted: `login:account:<email>`, `login:address:<address>`,
 * `signup:address:<address>`, `topup:user:<id>`, `clip:user:<id>`. Rows idle past their window are pruned.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** The first event counted in the current window. */
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The latest event counted. */
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Login slowdown: no attempt is taken before this. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('rate_limits_last_at_idx').on(t.lastAt)],
);
