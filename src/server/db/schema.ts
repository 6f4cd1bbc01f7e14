import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PlainStoredWords, StoredWords } from '../../../schemas/common';

/** A risk flag as kept: its reason in English and, since the reasons became words, as them. */
type StoredRiskFlag = { code: string; reason: string; said?: PlainStoredWords[] | null };
import { platforms, type Platform } from '../../../schemas/platform';
import { createdAt, paise } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'creator', 'admin'] }).notNull(),
    /** Signed into every token as `ver`; bumping it (password or role change, sign out everywhere) retires old tokens. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** How many live campaigns a clipper joined, kept by joinCampaign and deleteCampaign (joined-counts.ts). */
    joinedCampaignsCount: integer('joined_campaigns_count').notNull().default(0),
    /** When the person proved they read this address (docs/accounts.md#verified-email); null: not yet. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /** Set while an admin has suspended the person (docs/accounts.md#suspensions), with the reason they are shown. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
    suspensionReason: text('suspension_reason'),
    /** An admin's part of the work (docs/accounts.md#admin-team); null for everyone else. */
    adminRole: text('admin_role', { enum: ['owner', 'finance', 'moderator'] }),
    /** The language the person chose (docs/languages.md): their emails and notifications are written in it. */
    language: text('language', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
    index('users_created_idx').on(t.createdAt, t.id),
    // The admin's search (ILIKE '%...%'; pg_trgm, migration 0002), without a pending list (migration 0020 says why).
    index('users_name_trgm_idx')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('users_email_trgm_idx')
      .using('gin', sql`${t.email} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    requirements: text('requirements').notNull(),
    youtubeLink: text('youtube_link').notNull(),
    /** Paise paid per 1000 views. */
    payoutRate: paise('payout_rate').notNull(),
    /** The platforms it pays for (docs/trust.md#platforms), in the order of `platforms` in schemas/platform.ts. */
    platforms: text('platforms', { enum: platforms })
      .array()
      .notNull()
      .default(sql`ARRAY['youtube_shorts']::text[]`),
    /** Paise per 1000 views per platform where the creator set its own; the others pay payoutRate. */
    platformRates: jsonb('platform_rates').$type<Partial<Record<Platform, number>>>().notNull().default({}),
    totalBudget: paise('total_budget').notNull(),
    /** Gross paid out so far; remaining = totalBudget - amountSpent = the escrow balance. */
    amountSpent: paise('amount_spent').notNull().default(0),
    /** As shown: 'paused' exactly while the admin's pause holds, else 'completed' with no budget left, else 'active'. */
    status: text('status', { enum: ['active', 'paused', 'completed'] })
      .notNull()
      .default('active'),
    /** The admin's moderation: set by the admin's pause, cleared only by the admin's resume (no creator edit). */
    pausedByAdmin: boolean('paused_by_admin').notNull().default(false),
    /** The creator's own pause (docs/product.md#campaign-pause): set and cleared by their edit, under the admin's. */
    pausedByCreator: boolean('paused_by_creator').notNull().default(false),
    /** Running count of campaign_participants rows, kept by join (the audit recounts it). */
    participantsCount: integer('participants_count').notNull().default(0),
    /** Running sum of the confirmed views of its approved clips, kept by approve (the audit re-adds it). */
    approvedViews: bigint('approved_views', { mode: 'number' }).notNull().default(0),
    /** The creator's rules, fixed at creation (docs/trust.md#campaign-rules): fewer views are not paid. */
    minPaidViews: bigint('min_paid_views', { mode: 'number' }).notNull().default(0),
    /** Paise; null is no cap. */
    maxPayoutPerClip: paise('max_payout_per_clip'),
    /** A pending clip not reviewed within this many hours is decided by rule. */
    reviewWindowHours: integer('review_window_hours').notNull().default(72),
    /** Hashtags and @mentions each clip must carry (docs/trust.md#required-tags), as the creator wrote them. */
    requiredTags: text('required_tags')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    /** Deleted campaigns keep their paid history but are hidden everywhere. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    /**
     * The creator's optional dates (docs/product.md#campaign-dates): no clips before startsAt; at endsAt the
     * scheduler ends it (endedAt: completed for good), and once no clip of it is pending its unspent escrow returns
     * to the creator's wallet (settledAt).
     */
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('campaigns_status_created_idx').on(t.status, t.createdAt, t.id),
    index('campaigns_creator_created_idx').on(t.creatorId, t.createdAt, t.id),
    index('campaigns_created_idx').on(t.createdAt, t.id),
    // Discover's orders (newest, highest payout rate, most budget left, ties newest first: the indexes read
    // backwards) over the campaigns it shows: active ones and those their creator paused (docs/product.md#campaign-pause).
    index('campaigns_discover_created_idx')
      .on(t.createdAt, t.id)
      .where(
        sql`${t.deletedAt} is null and (${t.status} = 'active' or (${t.status} = 'paused' and ${t.pausedByAdmin} = false))`,
      ),
    index('campaigns_active_payout_idx')
      .on(t.payoutRate, t.createdAt, t.id)
      .where(
        sql`${t.deletedAt} is null and (${t.status} = 'active' or (${t.status} = 'paused' and ${t.pausedByAdmin} = false))`,
      ),
    index('campaigns_active_budget_idx')
      .on(sql`(${t.totalBudget} - ${t.amountSpent})`, t.createdAt, t.id)
      .where(
        sql`${t.deletedAt} is null and (${t.status} = 'active' or (${t.status} = 'paused' and ${t.pausedByAdmin} = false))`,
      ),
    check('campaigns_spent_within_budget', sql`${t.amountSpent} >= 0 AND ${t.amountSpent} <= ${t.totalBudget}`),
    check(
      'campaigns_pays_for_a_platform',
      sql`cardinality(${t.platforms}) >= 1 AND ${t.platforms} <@ ARRAY['youtube_shorts', 'instagram_reels']::text[]`,
    ),
    check(
      'campaigns_ends_after_start',
      sql`${t.endsAt} IS NULL OR ${t.startsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`,
    ),
    // The end job's walk: campaigns whose end has not been processed yet.
    index('campaigns_due_end_idx')
      .on(t.endsAt)
      .where(sql`${t.endsAt} is not null and ${t.endedAt} is null and ${t.deletedAt} is null`),
  ],
);

export const clips = pgTable(
  'clips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The campaign's creator (it never changes), so the creator's review queue pages on one index. */
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id),
    /** The platform its link is on (docs/trust.md#platforms). */
    platform: text('platform', { enum: platforms }).notNull().default('youtube_shorts'),
    youtubeLink: text('youtube_link').notNull(),
    /** The video's id in its link: a YouTube video id, a reel's shortcode. */
    videoId: text('video_id').notNull(),
    /** A reel's Instagram media id, which its insights are asked by (found in the account's media at submission). */
    mediaId: text('media_id'),
    notes: text('notes').notNull().default(''),
    /** Paise per 1000 views, the campaign's rate when the clip was submitted: its approval pays at this rate. */
    payoutRate: paise('payout_rate').notNull(),
    claimedViews: bigint('claimed_views', { mode: 'number' }).notNull().default(0),
    confirmedViews: bigint('confirmed_views', { mode: 'number' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    grossPaid: paise('gross_paid').notNull().default(0),
    feePaid: paise('fee_paid').notNull().default(0),
    netPaid: paise('net_paid').notNull().default(0),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    // Measured views (docs/trust.md#measured-views): the latest measurement; the history is clip_measurements.
    /** The video's channel and publication as YouTube reported them at submission. */
    channelId: text('channel_id'),
    videoPublishedAt: timestamp('video_published_at', { withTimezone: true, mode: 'date' }),
    measuredViews: bigint('measured_views', { mode: 'number' }),
    measuredLikes: bigint('measured_likes', { mode: 'number' }),
    measuredComments: bigint('measured_comments', { mode: 'number' }),
    /** A reel's latest shares and saves (null for a Short): the engagement signal compares them too. */
    measuredShares: bigint('measured_shares', { mode: 'number' }),
    measuredSaves: bigint('measured_saves', { mode: 'number' }),
    measuredAt: timestamp('measured_at', { withTimezone: true, mode: 'date' }),
    /** False once YouTube no longer shows the video (private or deleted); null before any measurement. */
    videoAvailable: boolean('video_available'),
    /** When the scheduler measures it next; null when it no longer does. */
    nextMeasureAt: timestamp('next_measure_at', { withTimezone: true, mode: 'date' }),
    /** Re-measured until then (submission + the measuring period). */
    measureUntil: timestamp('measure_until', { withTimezone: true, mode: 'date' }),
    riskScore: integer('risk_score').notNull().default(0),
    /** RiskFlag[] (schemas/clip.ts), each with its reason. */
    riskFlags: jsonb('risk_flags').$type<StoredRiskFlag[]>().notNull().default([]),
    /** Submission + the campaign's review window: the video is reserved until then, and then a rule decides. */
    reviewDeadline: timestamp('review_deadline', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now() + interval '72 hours'`),
    /** Who decided: the creator, the review-deadline rule, or an admin from the review queue. */
    decidedBy: text('decided_by', { enum: ['creator', 'rule', 'admin'] }),
    /** Why, for automatic decisions and adjustments (shown to both sides). */
    decisionReason: text('decision_reason'),
    /** The reason as its catalogue key and values (docs/languages.md "Stored texts"); null before keys were kept. */
    decisionReasonSaid: jsonb('decision_reason_said').$type<StoredWords>(),
    /** A rejection's reason (schemas/clip.ts rejectionReason) and the note given with it; null unless rejected. */
    rejectionReason: text('rejection_reason', {
      enum: ['not_my_content', 'requirements_not_met', 'inauthentic_views', 'duplicate', 'video_unavailable', 'other'],
    }),
    rejectionNote: text('rejection_note'),
    /** Who rejected it and when; kept when an appeal overturns the rejection, so its history stays on the clip. */
    rejectedBy: text('rejected_by', { enum: ['creator', 'rule', 'admin'] }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true, mode: 'date' }),
    /**
     * The clipper's appeal of the rejection (docs/product.md#appeals): open until an admin upholds or overturns
     * it; the clipper's message, the creator's one answer and the admin's note, each with its time.
     */
    appealStatus: text('appeal_status', { enum: ['open', 'upheld', 'overturned'] }),
    appealMessage: text('appeal_message'),
    appealedAt: timestamp('appealed_at', { withTimezone: true, mode: 'date' }),
    appealAnswer: text('appeal_answer'),
    appealAnsweredAt: timestamp('appeal_answered_at', { withTimezone: true, mode: 'date' }),
    appealDecisionNote: text('appeal_decision_note'),
    appealDecidedAt: timestamp('appeal_decided_at', { withTimezone: true, mode: 'date' }),
    /** Set when the deadline rule could not decide and listed the clip for an admin. */
    escalatedAt: timestamp('escalated_at', { withTimezone: true, mode: 'date' }),
    /** An approval's net is held until then (held:<userId>); releasedAt once it moved to the wallet. */
    heldUntil: timestamp('held_until', { withTimezone: true, mode: 'date' }),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // A video is paid at most once anywhere (docs/trust.md#video-reservation); a pending clip reserves its
    // video only until its review deadline, which submit-clip checks under a lock on the video id.
    uniqueIndex('clips_paid_video_unique')
      .on(t.platform, t.videoId)
      .where(sql`${t.status} = 'approved'`),
    index('clips_video_idx').on(t.videoId),
    index('clips_next_measure_idx')
      .on(t.nextMeasureAt)
      .where(sql`${t.nextMeasureAt} is not null`),
    // The deadline rule's walk: clips it has not listed for an admin yet (so the review queue's count keeps its index).
    index('clips_pending_deadline_idx')
      .on(t.reviewDeadline)
      .where(sql`${t.status} = 'pending' and ${t.escalatedAt} is null`),
    index('clips_escalated_idx')
      .on(t.escalatedAt, t.id)
      .where(sql`${t.status} = 'pending' and ${t.escalatedAt} is not null`),
    index('clips_held_idx')
      .on(t.heldUntil)
      .where(sql`${t.heldUntil} is not null and ${t.releasedAt} is null`),
    index('clips_user_created_idx').on(t.userId, t.createdAt, t.id),
    // A rejected clip has a reason from the list; only a rejected one, or one an appeal overturned, keeps one
    // (docs/product.md#clip-review).
    check(
      'clips_rejection_reason_iff_rejected',
      sql`(${t.status} = 'rejected') <= (${t.rejectionReason} IS NOT NULL) and (${t.rejectionReason} IS NULL or ${t.status} = 'rejected' or ${t.appealStatus} IS NOT DISTINCT FROM 'overturned')`,
    ),
    // Only a rejection is appealed; an overturned appeal's clip is approved (docs/product.md#appeals).
    check(
      'clips_appeal_of_rejection',
      sql`${t.appealStatus} IS NULL or (${t.rejectionReason} IS NOT NULL and (${t.appealStatus} = 'overturned') = (${t.status} = 'approved'))`,
    ),
    // The admin's appeals, oldest first, and a creator's open appeals.
    index('clips_open_appeal_idx')
      .on(t.appealedAt, t.id)
      .where(sql`${t.appealStatus} = 'open'`),
    index('clips_creator_appeal_idx')
      .on(t.creatorId, t.appealedAt, t.id)
      .where(sql`${t.appealStatus} = 'open'`),
    index('clips_campaign_status_idx').on(t.campaignId, t.status),
    index('clips_creator_pending_idx')
      .on(t.creatorId, t.createdAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    // A clipper's pending clips in the order they share a campaign's escrow (walked by clipper-figures.ts).
    index('clips_user_pending_idx')
      .on(t.userId, t.campaignId, t.createdAt, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);
