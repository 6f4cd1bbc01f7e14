ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- The session check reads the language too (the person's emails follow it): a change retires the cached row, and
-- the person's own reads (GET /api/auth/me) are read anew.
CREATE OR REPLACE FUNCTION users_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM changed_tags_add(array(SELECT DISTINCT t FROM old_rows o JOIN new_rows n ON n.id = o.id, LATERAL unnest(ARRAY[
    CASE WHEN (o.name, o.email, o.role, o.suspended_at, o.admin_role)
      IS DISTINCT FROM (n.name, n.email, n.role, n.suspended_at, n.admin_role) THEN 'platform' END,
    CASE WHEN (o.name, o.email, o.role, o.token_version, o.email_verified_at, o.suspended_at, o.suspension_reason, o.admin_role, o.language)
      IS DISTINCT FROM (n.name, n.email, n.role, n.token_version, n.email_verified_at, n.suspended_at, n.suspension_reason, n.admin_role, n.language)
      THEN 'account:' || n.id END,
    CASE WHEN (o.name, o.email, o.role, o.token_version, o.joined_campaigns_count, o.email_verified_at, o.suspended_at, o.suspension_reason, o.admin_role, o.language)
      IS DISTINCT FROM (n.name, n.email, n.role, n.token_version, n.joined_campaigns_count, n.email_verified_at, n.suspended_at, n.suspension_reason, n.admin_role, n.language)
      THEN 'user:' || n.id END
  ]) t));
  RETURN NULL;
END $$;
