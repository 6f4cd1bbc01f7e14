import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { campaigns, users } from './schema';

/** Who joined which campaign, and when (a clipper submits only to a campaign they joined). */
export const campaignParticipants = pgTable(
  'campaign_participants',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.userId] }),
    // A clipper's joined campaigns page most recently joined first (and the read cache lists their ids).
    index('campaign_participants_user_joined_idx').on(t.userId, t.joinedAt, t.campaignId),
    // The participants list pages in joining order.
    index('campaign_participants_joined_idx').on(t.campaignId, t.joinedAt, t.userId),
  ],
);
