import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { clips, users } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A clipper's YouTube channel (docs/trust.md#channel-ownership): the code they put in the channel's description,
 * and the channel once that was checked. A channel belongs to one clipper at most.
 */
export const clipperChannels = pgTable(
  'clipper_channels',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    verificationCode: text('verification_code').notNull(),
    channelId: text('channel_id'),
    channelTitle: text('channel_title'),
    /** As YouTube reported at linking (null when hidden); the risk signals judge plausibility with them. */
    subscriberCount: bigint('subscriber_count', { mode: 'number' }),
    videoCount: bigint('video_count', { mode: 'number' }),
    channelPublishedAt: at('channel_published_at'),
    verifiedAt: at('verified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('clipper_channels_code_unique').on(t.verificationCode),
    uniqueIndex('clipper_channels_channel_unique')
      .on(t.channelId)
      .where(sql`${t.channelId} is not null`),
  ],
);

/** Every measurement of a clip's video, kept for the risk signals and the charts. views null: private or deleted then. */
export const clipMeasurements = pgTable(
  'clip_measurements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clipId: uuid('clip_id')
      .notNull()
      .references(() => clips.id),
    measuredAt: at('measured_at').notNull(),
    views: bigint('views', { mode: 'number' }),
    likes: bigint('likes', { mode: 'number' }),
    comments: bigint('comments', { mode: 'number' }),
    /** A reel's shares and saves (Instagram's insights); null for a Short (YouTube reports neither). */
    shares: bigint('shares', { mode: 'number' }),
    saves: bigint('saves', { mode: 'number' }),
  },
  (t) => [index('clip_measurements_clip_idx').on(t.clipId, t.measuredAt)],
);

/** YouTube quota units spent per Pacific-time day ('YYYY-MM-DD'), shared by every process. */
export const youtubeQuota = pgTable('youtube_quota', {
  day: text('day').primaryKey(),
  unitsUsed: integer('units_used').notNull().default(0),
});

/**
 * Each scheduler job's last run, so an operator (and the readiness check) can see the scheduler is alive, and
 * its lease: of several API processes, only the one holding an unexpired lease runs the job.
 */
export const schedulerRuns = pgTable('scheduler_runs', {
  job: text('job').primaryKey(),
  leaseUntil: at('lease_until'),
  lastStartedAt: at('last_started_at'),
  lastFinishedAt: at('last_finished_at'),
  lastError: text('last_error'),
});
