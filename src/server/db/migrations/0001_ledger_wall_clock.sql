ALTER TABLE "ledger_entries" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "ledger_transactions" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();