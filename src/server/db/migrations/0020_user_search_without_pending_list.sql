-- The user search indexes without a pending list (fastupdate off), so nothing has to merge one: embedded PGlite has
-- no autovacuum, and at 20,000 users a list never merged made the search read every user (src/server/db/schema.ts).
DROP INDEX "users_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_email_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);