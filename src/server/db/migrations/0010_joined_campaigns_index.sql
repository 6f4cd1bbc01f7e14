DROP INDEX "campaign_participants_user_idx";--> statement-breakpoint
CREATE INDEX "campaign_participants_user_joined_idx" ON "campaign_participants" USING btree ("user_id","joined_at","campaign_id");