-- What a write changed, found from the rows it wrote (docs/reads.md "Change tags"): triggers on each table that a
-- cached read comes from name the change tags of the rows a statement wrote (schemas/change-tags.ts), in a setting
-- local to the transaction; commitChange (src/server/feed/commit-change.ts) takes them before commit and publishes
-- them. A rolled-back write (or savepoint) takes its tags back with it. The triggers run once per statement over its
-- rows (transition tables), so a statement writing thousands of rows adds its distinct tags once. Tags are
-- space-separated; a null tag (a null id) is left out (array_to_string skips nulls).
CREATE FUNCTION changed_tags_add(tags text[]) RETURNS void LANGUAGE sql AS $$
  SELECT set_config('clipmandi.changed',
    coalesce(current_setting('clipmandi.changed', true), '') || ' ' || array_to_string(tags, ' '), true)
  WHERE cardinality(tags) > 0;
$$;--> statement-breakpoint
-- The tags named so far in this transaction, emptied (a transaction that commits more than one change, such as the
-- seed, gets each change's own).
CREATE FUNCTION changed_tags_take() RETURNS text LANGUAGE plpgsql AS $$
DECLARE found text := coalesce(current_setting('clipmandi.changed', true), '');
BEGIN
  PERFORM set_config('clipmandi.changed', '', true);
  RETURN found;
END $$;--> statement-breakpoint
-- Rows that name fixed tags, given as the trigger's arguments: `kind:column` names the tag of that kind for
-- the row's column (`user:user_id` is the row's person), a plain argument names itself.
CREATE FUNCTION row_tag(r jsonb, arg text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN position(':' in arg) = 0 THEN arg ELSE split_part(arg, ':', 1) || ':' || (r ->> split_part(arg, ':', 2)) END
$$;--> statement-breakpoint
CREATE FUNCTION rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM changed_tags_add(array(SELECT DISTINCT row_tag(to_jsonb(r), a) FROM old_rows r, unnest(TG_ARGV) a));
  ELSE
    PERFORM changed_tags_add(array(SELECT DISTINCT row_tag(to_jsonb(r), a) FROM new_rows r, unnest(TG_ARGV) a));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A person: their name, email or role reaches their own reads, the session check and the admin's lists; a new token
-- version retires their tokens (the session check) and the private reads cached for them; the joined count their
-- own reads; a password alone, nothing shown.
CREATE FUNCTION users_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM changed_tags_add(array(SELECT DISTINCT t FROM old_rows o JOIN new_rows n ON n.id = o.id, LATERAL unnest(ARRAY[
    CASE WHEN (o.name, o.email, o.role) IS DISTINCT FROM (n.name, n.email, n.role) THEN 'platform' END,
    CASE WHEN (o.name, o.email, o.role, o.token_version) IS DISTINCT FROM (n.name, n.email, n.role, n.token_version)
      THEN 'account:' || n.id END,
    CASE WHEN (o.name, o.email, o.role, o.token_version, o.joined_campaigns_count)
      IS DISTINCT FROM (n.name, n.email, n.role, n.token_version, n.joined_campaigns_count) THEN 'user:' || n.id END
  ]) t));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_inserted AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('platform', 'user:id', 'account:id');--> statement-breakpoint
CREATE TRIGGER users_updated AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_updated();--> statement-breakpoint
CREATE TRIGGER users_deleted AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('platform', 'user:id', 'account:id');--> statement-breakpoint
-- A balance: a wallet or held earnings reach their owner's reads, an escrow its campaign's (pending estimates are
-- computed from it), the platform's own accounts the admin's.
CREATE FUNCTION accounts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM changed_tags_add(array(SELECT DISTINCT t FROM old_rows o JOIN new_rows n ON n.id = o.id,
      LATERAL unnest(CASE WHEN n.kind = 'escrow' THEN ARRAY['escrow:' || n.campaign_id, 'campaign:' || n.campaign_id]
        WHEN n.user_id IS NOT NULL THEN ARRAY['user:' || n.user_id] ELSE ARRAY['platform'] END) t
      WHERE o.balance IS DISTINCT FROM n.balance));
  ELSE
    PERFORM changed_tags_add(array(SELECT DISTINCT t FROM new_rows n,
      LATERAL unnest(CASE WHEN n.kind = 'escrow' THEN ARRAY['escrow:' || n.campaign_id, 'campaign:' || n.campaign_id]
        WHEN n.user_id IS NOT NULL THEN ARRAY['user:' || n.user_id] ELSE ARRAY['platform'] END) t));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER accounts_inserted AFTER INSERT ON accounts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION accounts_changed();--> statement-breakpoint
CREATE TRIGGER accounts_updated AFTER UPDATE ON accounts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION accounts_changed();--> statement-breakpoint
-- Every posting is in the admin's transactions and figures.
CREATE TRIGGER ledger_transactions_inserted AFTER INSERT ON ledger_transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('platform');--> statement-breakpoint
-- The admin's chart: money in, payouts and fees per day.
CREATE FUNCTION platform_days_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM changed_tags_add(array(SELECT 'totals' WHERE EXISTS (SELECT FROM old_rows o JOIN new_rows n
      ON n.day = o.day AND n.slot = o.slot
      WHERE (o.money_in, o.payouts_out, o.fees_earned) IS DISTINCT FROM (n.money_in, n.payouts_out, n.fees_earned))));
  ELSE
    PERFORM changed_tags_add(array(SELECT 'totals' WHERE EXISTS (SELECT FROM new_rows)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER platform_days_inserted AFTER INSERT ON platform_days REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION platform_days_changed();--> statement-breakpoint
CREATE TRIGGER platform_days_updated AFTER UPDATE ON platform_days REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION platform_days_changed();--> statement-breakpoint
-- A campaign: its page, the public list and the admin's (and so its creator's reads: creatorTagsOf). A deletion also
-- ends its participants list; a new title reaches everyone with a clip on it (clips show their campaign's title).
CREATE FUNCTION campaigns_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM changed_tags_add(array(SELECT DISTINCT t FROM old_rows o JOIN new_rows n ON n.id = o.id, LATERAL unnest(ARRAY[
    'campaign:' || n.id, 'campaigns', 'platform',
    CASE WHEN o.deleted_at IS DISTINCT FROM n.deleted_at THEN 'participants:' || n.id END]) t));
  PERFORM changed_tags_add(array(SELECT DISTINCT 'user:' || c.user_id FROM old_rows o JOIN new_rows n ON n.id = o.id
    JOIN clips c ON c.campaign_id = n.id WHERE o.title IS DISTINCT FROM n.title));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER campaigns_inserted AFTER INSERT ON campaigns REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('campaign:id', 'campaigns', 'platform');--> statement-breakpoint
CREATE TRIGGER campaigns_updated AFTER UPDATE ON campaigns REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campaigns_updated();--> statement-breakpoint
CREATE TRIGGER campaigns_deleted AFTER DELETE ON campaigns REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('campaign:id', 'campaigns', 'platform', 'participants:id');--> statement-breakpoint
-- A join: the campaign's participants and the clipper's own reads.
CREATE TRIGGER campaign_participants_inserted AFTER INSERT ON campaign_participants REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('participants:campaign_id', 'user:user_id');--> statement-breakpoint
CREATE TRIGGER campaign_participants_updated AFTER UPDATE ON campaign_participants REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('participants:campaign_id', 'user:user_id');--> statement-breakpoint
CREATE TRIGGER campaign_participants_deleted AFTER DELETE ON campaign_participants REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('participants:campaign_id', 'user:user_id');--> statement-breakpoint
-- A clip: itself (the live updates' notices), its clipper's reads and its campaign's (the review queue, the others'
-- pending estimates, and so its creator's); its measurement history has a tag of its own (clip_measurements). The
-- admin's figures and queue see a clip submitted, decided, held, released or escalated, not a new measurement of one
-- that is none of those. When to measure it next is on no screen.
CREATE FUNCTION clips_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM changed_tags_add(array(SELECT DISTINCT t FROM old_rows o JOIN new_rows n ON n.id = o.id, LATERAL unnest(ARRAY[
    'clip:' || n.id, 'user:' || n.user_id, 'campaign:' || n.campaign_id,
    CASE WHEN (o.status, o.confirmed_views, o.decided_by, o.escalated_at, o.held_until, o.released_at)
        IS DISTINCT FROM (n.status, n.confirmed_views, n.decided_by, n.escalated_at, n.held_until, n.released_at)
      OR (n.status = 'pending' AND n.escalated_at IS NOT NULL) THEN 'platform' END]) t
    WHERE to_jsonb(o) - 'next_measure_at' <> to_jsonb(n) - 'next_measure_at'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER clips_inserted AFTER INSERT ON clips REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('clip:id', 'user:user_id', 'campaign:campaign_id', 'platform');--> statement-breakpoint
CREATE TRIGGER clips_updated AFTER UPDATE ON clips REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clips_updated();--> statement-breakpoint
CREATE TRIGGER clips_deleted AFTER DELETE ON clips REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('clip:id', 'user:user_id', 'campaign:campaign_id', 'platform');--> statement-breakpoint
-- A clip's measurement history.
CREATE TRIGGER clip_measurements_inserted AFTER INSERT ON clip_measurements REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('measurements:clip_id');--> statement-breakpoint
-- A withdrawal: its person's reads and the admin's. (Top-up orders are on no screen: their payment moves money,
-- which the accounts name.)
CREATE TRIGGER withdrawals_inserted AFTER INSERT ON withdrawals REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('user:user_id', 'platform');--> statement-breakpoint
CREATE TRIGGER withdrawals_updated AFTER UPDATE ON withdrawals REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('user:user_id', 'platform');--> statement-breakpoint
CREATE TRIGGER withdrawals_deleted AFTER DELETE ON withdrawals REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('user:user_id', 'platform');--> statement-breakpoint
-- A linked channel: its clipper's channel card and their other reads (the dashboard shows the channel).
CREATE TRIGGER clipper_channels_inserted AFTER INSERT ON clipper_channels REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('user:user_id', 'channel:user_id');--> statement-breakpoint
CREATE TRIGGER clipper_channels_updated AFTER UPDATE ON clipper_channels REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('user:user_id', 'channel:user_id');--> statement-breakpoint
CREATE TRIGGER clipper_channels_deleted AFTER DELETE ON clipper_channels REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('user:user_id', 'channel:user_id');
