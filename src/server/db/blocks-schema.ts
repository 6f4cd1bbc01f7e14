import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './schema';

/**
 * A creator's block of a clipper from all their campaigns, with the reason (docs/product.md#blocking): their joins
 * and clips there are refused; their pending clips stay reviewable.
 */
export const creatorBlocks = pgTable(
  'creator_blocks',
  {
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id),
    clipperId: uuid('clipper_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.creatorId, t.clipperId] }),
    // The admin's list, newest first.
    index('creator_blocks_created_idx').on(t.createdAt),
  ],
);
