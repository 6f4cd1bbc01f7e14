ALTER TABLE "campaigns" ADD COLUMN "platforms" text[] DEFAULT ARRAY['youtube_shorts']::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "platform_rates" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "platform" text DEFAULT 'youtube_shorts' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_pays_for_a_platform" CHECK (cardinality("campaigns"."platforms") >= 1 AND "campaigns"."platforms" <@ ARRAY['youtube_shorts', 'instagram_reels']::text[]);