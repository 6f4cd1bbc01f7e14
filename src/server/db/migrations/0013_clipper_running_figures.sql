ALTER TABLE "clips" ADD COLUMN "pending_estimate" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_earnings" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "joined_campaigns_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "clips_estimated_idx" ON "clips" USING btree ("campaign_id") WHERE "clips"."pending_estimate" <> 0;--> statement-breakpoint
-- Backfill, as rebuildClipperFigures (src/server/clips/pending-estimates.ts) computes them: each pending clip's
-- estimate after the older pending clips of its campaign, then each clipper's sums.
UPDATE "clips" SET "pending_estimate" = e.net FROM (
  SELECT id, (gross - floor((gross * 12 + 50) / 100))::bigint AS net FROM (
    SELECT c.id, least(floor(c.claimed_views::numeric * c.payout_rate / 1000),
      greatest(k.total_budget - k.amount_spent - coalesce(sum(floor(c.claimed_views::numeric * c.payout_rate / 1000))
        OVER (PARTITION BY c.campaign_id ORDER BY c.created_at, c.id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0), 0)) AS gross
    FROM "clips" c JOIN "campaigns" k ON k.id = c.campaign_id
    WHERE c.status = 'pending' AND k.deleted_at IS NULL) g
) e WHERE "clips".id = e.id AND e.net <> 0;--> statement-breakpoint
UPDATE "users" SET "pending_earnings" = s.total FROM (
  SELECT user_id, sum(pending_estimate) AS total FROM "clips" WHERE pending_estimate <> 0 GROUP BY user_id
) s WHERE "users".id = s.user_id;--> statement-breakpoint
UPDATE "users" SET "joined_campaigns_count" = s.n FROM (
  SELECT p.user_id, count(*) AS n FROM "campaign_participants" p JOIN "campaigns" k ON k.id = p.campaign_id
  WHERE k.deleted_at IS NULL GROUP BY p.user_id
) s WHERE "users".id = s.user_id;
