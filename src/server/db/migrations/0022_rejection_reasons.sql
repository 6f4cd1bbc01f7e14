ALTER TABLE "clips" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "rejection_note" text;--> statement-breakpoint
-- Clips rejected before reasons existed: the deadline rule rejected only below a campaign's minimum of views
-- (requirements not met); a creator or an admin gave none (other). docs/product.md#clip-review
UPDATE "clips" SET "rejection_reason" = CASE WHEN "decided_by" = 'rule' THEN 'requirements_not_met' ELSE 'other' END
  WHERE "status" = 'rejected';--> statement-breakpoint
ALTER TABLE "clips" ADD CONSTRAINT "clips_rejection_reason_iff_rejected" CHECK (("clips"."status" = 'rejected') = ("clips"."rejection_reason" IS NOT NULL));