CREATE TABLE "payout_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"auto_limit" bigint DEFAULT 1000000 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_upi_ids" (
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"registered_name" text,
	"validated_at" timestamp with time zone,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_upi_ids_user_id_address_pk" PRIMARY KEY("user_id","address")
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_key" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_id" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_state" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_note" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_upi_ids" ADD CONSTRAINT "saved_upi_ids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_payout_key_unique" ON "withdrawals" USING btree ("payout_key");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_payout_id_unique" ON "withdrawals" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "withdrawals_sending_idx" ON "withdrawals" USING btree ("next_attempt_at","id") WHERE "withdrawals"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "withdrawals_user_upi_paid_idx" ON "withdrawals" USING btree ("user_id","upi_id") WHERE "withdrawals"."status" = 'paid';--> statement-breakpoint
-- Automatic payouts (docs/payouts.md): the policy's one row, with its defaults; withdrawals already waiting stay in
-- the admin's queue as before (paid by hand).
INSERT INTO "payout_settings" ("id") VALUES (1);--> statement-breakpoint
UPDATE "withdrawals" SET "hold_reason" = 'manual' WHERE "status" = 'requested';--> statement-breakpoint
ALTER TABLE "payout_settings" ADD CONSTRAINT "payout_settings_one_row" CHECK ("id" = 1);--> statement-breakpoint
ALTER TABLE "payout_settings" ADD CONSTRAINT "payout_settings_limit" CHECK ("auto_limit" >= 0);--> statement-breakpoint
-- A payout is handed over only with its idempotency key stored first, and one waiting for an admin says why.
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_sending_has_key" CHECK ("status" <> 'sending' OR "payout_key" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_requested_has_hold" CHECK ("status" <> 'requested' OR "hold_reason" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_status_known" CHECK ("status" IN ('requested', 'sending', 'paid', 'rejected', 'returned'));--> statement-breakpoint
-- The policy reaches the admin's screens; a saved UPI ID its clipper's wallet.
CREATE TRIGGER payout_settings_updated AFTER UPDATE ON payout_settings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('platform');--> statement-breakpoint
CREATE TRIGGER saved_upi_ids_inserted AFTER INSERT ON saved_upi_ids REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('user:user_id');--> statement-breakpoint
CREATE TRIGGER saved_upi_ids_updated AFTER UPDATE ON saved_upi_ids REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('user:user_id');--> statement-breakpoint
CREATE TRIGGER saved_upi_ids_deleted AFTER DELETE ON saved_upi_ids REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('user:user_id');
