ALTER TABLE "campaigns" ADD COLUMN "paused_by_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Only the admin could pause, so every paused campaign is under the admin's pause.
UPDATE "campaigns" SET "paused_by_admin" = true WHERE "status" = 'paused';--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "payout_rate" bigint;--> statement-breakpoint
-- Existing clips take their campaign's current rate (the rate they were shown has not been kept).
UPDATE "clips" SET "payout_rate" = "campaigns"."payout_rate" FROM "campaigns" WHERE "campaigns"."id" = "clips"."campaign_id";--> statement-breakpoint
ALTER TABLE "clips" ALTER COLUMN "payout_rate" SET NOT NULL;
