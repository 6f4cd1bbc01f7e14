ALTER TABLE "campaigns" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "campaigns_due_end_idx" ON "campaigns" USING btree ("ends_at") WHERE "campaigns"."ends_at" is not null and "campaigns"."ended_at" is null and "campaigns"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_ends_after_start" CHECK ("campaigns"."ends_at" IS NULL OR "campaigns"."starts_at" IS NULL OR "campaigns"."ends_at" > "campaigns"."starts_at");