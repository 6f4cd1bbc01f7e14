-- Pending estimates are computed when read (src/server/clips/pending-estimates.ts): nothing stores them.
DROP INDEX "clips_estimated_idx";--> statement-breakpoint
ALTER TABLE "clips" DROP COLUMN "pending_estimate";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "pending_earnings";--> statement-breakpoint
-- The running totals spread over 16 slots (src/server/db/platform-totals-schema.ts): the old row is slot 1.
ALTER TABLE "platform_totals" DROP CONSTRAINT "platform_totals_one_row";--> statement-breakpoint
ALTER TABLE "platform_totals" ADD CONSTRAINT "platform_totals_slots" CHECK ("platform_totals"."id" between 1 and 16);--> statement-breakpoint
INSERT INTO "platform_totals" ("id") SELECT g FROM generate_series(1, 16) g ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
ALTER TABLE "platform_days" ADD COLUMN "slot" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_days" DROP CONSTRAINT "platform_days_pkey";--> statement-breakpoint
ALTER TABLE "platform_days" ADD CONSTRAINT "platform_days_day_slot_pk" PRIMARY KEY("day","slot");
