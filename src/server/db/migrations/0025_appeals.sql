ALTER TABLE "clips" DROP CONSTRAINT "clips_rejection_reason_iff_rejected";--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "rejected_by" text;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "appeal_status" text;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "appeal_message" text;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "appealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "appeal_answer" text;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "appeal_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "appeal_decision_note" text;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "appeal_decided_at" timestamp with time zone;--> statement-breakpoint
-- Clips rejected before: rejected by their decider (none when a campaign's deletion rejected them: its creator) when
-- they were reviewed.
UPDATE "clips" SET "rejected_by" = coalesce("decided_by", 'creator'), "rejected_at" = coalesce("reviewed_at", "created_at")
  WHERE "status" = 'rejected';--> statement-breakpoint
-- As migration 0021's, with an appeal opened, answered or decided reaching the admin's lists too; a change to the
-- appeal alone names the clip and its clipper, not its campaign, whose reads do not show appeals
-- (docs/product.md#appeals).
CREATE OR REPLACE FUNCTION clips_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  appeal_columns constant text[] := ARRAY['appeal_status', 'appeal_message', 'appealed_at', 'appeal_answer',
    'appeal_answered_at', 'appeal_decision_note', 'appeal_decided_at', 'next_measure_at'];
BEGIN
  PERFORM changed_tags_add(array(SELECT DISTINCT t FROM old_rows o JOIN new_rows n ON n.id = o.id, LATERAL unnest(ARRAY[
    'clip:' || n.id, 'user:' || n.user_id,
    CASE WHEN to_jsonb(o) - appeal_columns <> to_jsonb(n) - appeal_columns THEN 'campaign:' || n.campaign_id END,
    CASE WHEN (o.status, o.confirmed_views, o.decided_by, o.escalated_at, o.held_until, o.released_at, o.appeal_status,
        o.appeal_answered_at)
        IS DISTINCT FROM (n.status, n.confirmed_views, n.decided_by, n.escalated_at, n.held_until, n.released_at,
        n.appeal_status, n.appeal_answered_at)
      OR (n.status = 'pending' AND n.escalated_at IS NOT NULL) THEN 'platform' END]) t
    WHERE t IS NOT NULL AND to_jsonb(o) - 'next_measure_at' <> to_jsonb(n) - 'next_measure_at'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE INDEX "clips_open_appeal_idx" ON "clips" USING btree ("appealed_at","id") WHERE "clips"."appeal_status" = 'open';--> statement-breakpoint
CREATE INDEX "clips_creator_appeal_idx" ON "clips" USING btree ("creator_id","appealed_at","id") WHERE "clips"."appeal_status" = 'open';--> statement-breakpoint
ALTER TABLE "clips" ADD CONSTRAINT "clips_appeal_of_rejection" CHECK ("clips"."appeal_status" IS NULL or ("clips"."rejection_reason" IS NOT NULL and ("clips"."appeal_status" = 'overturned') = ("clips"."status" = 'approved')));--> statement-breakpoint
ALTER TABLE "clips" ADD CONSTRAINT "clips_rejection_reason_iff_rejected" CHECK (("clips"."status" = 'rejected') <= ("clips"."rejection_reason" IS NOT NULL) and ("clips"."rejection_reason" IS NULL or "clips"."status" = 'rejected' or "clips"."appeal_status" IS NOT DISTINCT FROM 'overturned'));