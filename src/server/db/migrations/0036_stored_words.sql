ALTER TABLE "clips" ADD COLUMN "decision_reason_said" jsonb;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "description_said" jsonb;