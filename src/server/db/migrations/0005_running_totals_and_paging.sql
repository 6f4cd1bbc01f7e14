CREATE TABLE "platform_totals" (
	"id" integer PRIMARY KEY NOT NULL,
	"money_in" bigint DEFAULT 0 NOT NULL,
	"payouts_out" bigint DEFAULT 0 NOT NULL,
	"fees_earned" bigint DEFAULT 0 NOT NULL,
	"fees_withdrawn" bigint DEFAULT 0 NOT NULL,
	"creators_count" integer DEFAULT 0 NOT NULL,
	"clippers_count" integer DEFAULT 0 NOT NULL,
	"campaigns_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "platform_totals_one_row" CHECK ("platform_totals"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "campaigns_creator_idx";--> statement-breakpoint
DROP INDEX "clips_user_idx";--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "participants_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "approved_views" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "creator_id" uuid;--> statement-breakpoint
UPDATE "clips" SET "creator_id" = c."creator_id" FROM "campaigns" c WHERE c."id" = "clips"."campaign_id";--> statement-breakpoint
ALTER TABLE "clips" ALTER COLUMN "creator_id" SET NOT NULL;--> statement-breakpoint
-- Backfill of the running figures from what the tables already hold (the ledger audit recomputes the same).
UPDATE "campaigns" SET "participants_count" = p."n" FROM (
  SELECT "campaign_id", count(*)::int AS "n" FROM "campaign_participants" GROUP BY "campaign_id"
) p WHERE p."campaign_id" = "campaigns"."id";--> statement-breakpoint
UPDATE "campaigns" SET "approved_views" = v."views" FROM (
  SELECT "campaign_id", sum("confirmed_views") AS "views" FROM "clips" WHERE "status" = 'approved' GROUP BY "campaign_id"
) v WHERE v."campaign_id" = "campaigns"."id";--> statement-breakpoint
INSERT INTO "platform_totals" ("id", "money_in", "payouts_out", "fees_earned", "fees_withdrawn", "creators_count", "clippers_count", "campaigns_count")
SELECT 1,
  (SELECT coalesce(sum(e."amount"), 0) FROM "ledger_entries" e JOIN "ledger_transactions" t ON t."id" = e."transaction_id"
     JOIN "accounts" a ON a."id" = e."account_id" WHERE t."type" = 'topup' AND a."kind" = 'wallet' AND e."amount" > 0),
  (SELECT coalesce(sum(e."amount"), 0) FROM "ledger_entries" e JOIN "ledger_transactions" t ON t."id" = e."transaction_id"
     JOIN "accounts" a ON a."id" = e."account_id" WHERE t."type" = 'payout' AND a."kind" = 'wallet' AND e."amount" > 0),
  (SELECT coalesce(sum(e."amount"), 0) FROM "ledger_entries" e JOIN "accounts" a ON a."id" = e."account_id"
     WHERE a."key" = 'platform_fees' AND e."amount" > 0),
  (SELECT coalesce(-sum(e."amount"), 0) FROM "ledger_entries" e JOIN "accounts" a ON a."id" = e."account_id"
     WHERE a."key" = 'platform_fees' AND e."amount" < 0),
  (SELECT count(*) FROM "users" WHERE "role" = 'creator'),
  (SELECT count(*) FROM "users" WHERE "role" = 'user'),
  (SELECT count(*) FROM "campaigns" WHERE "deleted_at" IS NULL);--> statement-breakpoint
ALTER TABLE "clips" ADD CONSTRAINT "clips_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_participants_joined_idx" ON "campaign_participants" USING btree ("campaign_id","joined_at","user_id");--> statement-breakpoint
CREATE INDEX "campaigns_creator_created_idx" ON "campaigns" USING btree ("creator_id","created_at","id");--> statement-breakpoint
CREATE INDEX "clips_user_created_idx" ON "clips" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "clips_creator_pending_idx" ON "clips" USING btree ("creator_id","created_at","id") WHERE "clips"."status" = 'pending';