DROP INDEX "clips_paid_video_unique";--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "media_id" text;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD COLUMN "calls_hour" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD COLUMN "calls_made" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "clips_paid_video_unique" ON "clips" USING btree ("platform","video_id") WHERE "clips"."status" = 'approved';