import { bigint, integer, numeric, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { paise } from './columns';
import { campaigns, users } from './schema';

// A trigger on `clips` keeps both tables (migration 0019, clip_figures_apply), in the statement that changes the
// clip, so no code path can forget them; the ledger audit recounts them from the clips (docs/architecture.md
// "Clipper figures"). The clipper's dashboard and wallet read them instead of every clip of theirs.

/** A clipper's clips in each status and the net their approved clips earned: one row per clipper. */
export const clipperFigures = pgTable('clipper_figures', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  pendingClips: integer('pending_clips').notNull().default(0),
  approvedClips: integer('approved_clips').notNull().default(0),
  rejectedClips: integer('rejected_clips').notNull().default(0),
  /** The net paid for the approved clips (after holdback adjustments). */
  earned: paise('earned').notNull().default(0),
  /** YouTube's latest count of each approved clip's video, summed (the clipper's public profile). */
  measuredViews: bigint('measured_views', { mode: 'number' }).notNull().default(0),
});

/**
 * A clipper's pending clips on one campaign: how many, their gross by every approval rule but the escrow's cap
 * (clip_pending_gross) and their nets, summed. A row exists only while the clipper has a clip pending there, so
 * their pending estimate reads one row per campaign with a pending clip. Numeric: claimed views times a rate can
 * pass bigint.
 */
export const clipperPending = pgTable(
  'clipper_pending',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    pendingClips: integer('pending_clips').notNull(),
    pendingGross: numeric('pending_gross').notNull(),
    pendingNet: numeric('pending_net').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.campaignId] })],
);

/**
 * A creator's track record (docs/product.md#track-records), kept by a trigger on `clips` (migration 0028,
 * creator_figures_apply) as clips of their campaigns are decided, appealed, overturned and lowered: the clips
 * decided (by them, the deadline rule or an admin; not those a deletion rejected), the approved ones, the seconds
 * from submission to each first decision, summed, and the gross their approvals paid. The ledger audit recounts it.
 */
export const creatorFigures = pgTable('creator_figures', {
  creatorId: uuid('creator_id')
    .primaryKey()
    .references(() => users.id),
  decidedClips: integer('decided_clips').notNull().default(0),
  approvedClips: integer('approved_clips').notNull().default(0),
  reviewSeconds: bigint('review_seconds', { mode: 'number' }).notNull().default(0),
  paidOut: paise('paid_out').notNull().default(0),
});
