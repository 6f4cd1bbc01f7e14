CREATE TABLE "account_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"admin_role" text,
	"created_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid NOT NULL,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"event_key" text NOT NULL,
	"read_at" timestamp with time zone,
	"pushed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"kinds" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "recipient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admin_role" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "to_address" text;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_hash_unique" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "admin_audit_created_idx" ON "admin_audit" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "admin_audit_actor_idx" ON "admin_audit" USING btree ("actor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "admin_audit_object_idx" ON "admin_audit" USING btree ("object_type","object_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_unique" ON "notifications" USING btree ("user_id","kind","event_key");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "notifications_unpushed_idx" ON "notifications" USING btree ("created_at","id") WHERE "notifications"."pushed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_unique" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
-- Accounts made before verification existed keep working as they did (docs/accounts.md#verified-email); the admin
-- made from ADMIN_EMAIL is the team's first owner (docs/accounts.md#admin-team).
UPDATE "users" SET "email_verified_at" = "created_at";--> statement-breakpoint
UPDATE "users" SET "admin_role" = 'owner' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_admin_role_is_admins" CHECK (("role" = 'admin') = ("admin_role" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_admin_role_known" CHECK ("admin_role" IN ('owner', 'finance', 'moderator'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_suspension_has_reason" CHECK (("suspended_at" IS NULL) = ("suspension_reason" IS NULL));--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_known" CHECK ("purpose" IN ('reset', 'verify', 'invite'));--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_invite_has_role" CHECK (("purpose" = 'invite') = ("admin_role" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_has_address" CHECK ("recipient_id" IS NOT NULL OR "to_address" IS NOT NULL);--> statement-breakpoint
-- The audit trail is append-only: what an admin did stays as it was recorded.
CREATE FUNCTION admin_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit is append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER admin_audit_no_change BEFORE UPDATE OR DELETE ON admin_audit FOR EACH ROW EXECUTE FUNCTION admin_audit_append_only();--> statement-breakpoint
CREATE TRIGGER admin_audit_no_truncate BEFORE TRUNCATE ON admin_audit FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_append_only();--> statement-breakpoint
CREATE TRIGGER admin_audit_inserted AFTER INSERT ON admin_audit REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('platform');--> statement-breakpoint
-- A person's inbox reaches their own reads (the bell).
CREATE TRIGGER notifications_inserted AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('user:user_id');--> statement-breakpoint
-- Only reading one changes what the bell shows; the push worker's mark does not.
CREATE FUNCTION notifications_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM changed_tags_add(array(SELECT DISTINCT 'user:' || n.user_id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.read_at IS DISTINCT FROM n.read_at));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER notifications_updated AFTER UPDATE ON notifications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notifications_updated();--> statement-breakpoint
-- The session check reads verification, suspension and the admin role too: a change to any retires the cached row.
CREATE OR REPLACE FUNCTION users_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM changed_tags_add(array(SELECT DISTINCT t FROM old_rows o JOIN new_rows n ON n.id = o.id, LATERAL unnest(ARRAY[
    CASE WHEN (o.name, o.email, o.role, o.suspended_at, o.admin_role)
      IS DISTINCT FROM (n.name, n.email, n.role, n.suspended_at, n.admin_role) THEN 'platform' END,
    CASE WHEN (o.name, o.email, o.role, o.token_version, o.email_verified_at, o.suspended_at, o.suspension_reason, o.admin_role)
      IS DISTINCT FROM (n.name, n.email, n.role, n.token_version, n.email_verified_at, n.suspended_at, n.suspension_reason, n.admin_role)
      THEN 'account:' || n.id END,
    CASE WHEN (o.name, o.email, o.role, o.token_version, o.joined_campaigns_count, o.email_verified_at, o.suspended_at, o.suspension_reason, o.admin_role)
      IS DISTINCT FROM (n.name, n.email, n.role, n.token_version, n.joined_campaigns_count, n.email_verified_at, n.suspended_at, n.suspension_reason, n.admin_role)
      THEN 'user:' || n.id END
  ]) t));
  RETURN NULL;
END $$;
