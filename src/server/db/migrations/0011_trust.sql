CREATE TABLE "clip_measurements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"clip_id" uuid NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"views" bigint,
	"likes" bigint,
	"comments" bigint
);
--> statement-breakpoint
CREATE TABLE "clipper_channels" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"verification_code" text NOT NULL,
	"channel_id" text,
	"channel_title" text,
	"subscriber_count" bigint,
	"video_count" bigint,
	"channel_published_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduler_runs" (
	"job" text PRIMARY KEY NOT NULL,
	"lease_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "youtube_quota" (
	"day" text PRIMARY KEY NOT NULL,
	"units_used" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "clips_live_video_unique";--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "min_paid_views" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "max_payout_per_clip" bigint;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "review_window_hours" integer DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "channel_id" text;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "video_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "measured_views" bigint;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "measured_likes" bigint;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "measured_comments" bigint;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "measured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "video_available" boolean;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "next_measure_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "measure_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "risk_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "risk_flags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "review_deadline" timestamp with time zone DEFAULT now() + interval '72 hours' NOT NULL;--> statement-breakpoint
-- Clips already there get the default window from their own submission, not from this migration's time.
UPDATE "clips" SET "review_deadline" = "created_at" + interval '72 hours';--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clip_measurements" ADD CONSTRAINT "clip_measurements_clip_id_clips_id_fk" FOREIGN KEY ("clip_id") REFERENCES "public"."clips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clipper_channels" ADD CONSTRAINT "clipper_channels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clip_measurements_clip_idx" ON "clip_measurements" USING btree ("clip_id","measured_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clipper_channels_code_unique" ON "clipper_channels" USING btree ("verification_code");--> statement-breakpoint
CREATE UNIQUE INDEX "clipper_channels_channel_unique" ON "clipper_channels" USING btree ("channel_id") WHERE "clipper_channels"."channel_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "clips_paid_video_unique" ON "clips" USING btree ("video_id") WHERE "clips"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "clips_video_idx" ON "clips" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "clips_next_measure_idx" ON "clips" USING btree ("next_measure_at") WHERE "clips"."next_measure_at" is not null;--> statement-breakpoint
CREATE INDEX "clips_pending_deadline_idx" ON "clips" USING btree ("review_deadline") WHERE "clips"."status" = 'pending' and "clips"."escalated_at" is null;--> statement-breakpoint
CREATE INDEX "clips_escalated_idx" ON "clips" USING btree ("escalated_at","id") WHERE "clips"."status" = 'pending' and "clips"."escalated_at" is not null;--> statement-breakpoint
CREATE INDEX "clips_held_idx" ON "clips" USING btree ("held_until") WHERE "clips"."held_until" is not null and "clips"."released_at" is null;