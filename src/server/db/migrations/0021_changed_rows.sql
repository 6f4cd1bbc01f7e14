-- What a write changed, found from the rows it wrote (docs/reads.md "Change tags"): a trigger on each table that a
-- cached read comes from names the change tags of the rows written (schemas/change-tags.ts), in a setting local to
-- the transaction; commitChange (src/server/feed/commit-change.ts) reads them back before commit and publishes them.
-- A rolled-back write (or savepoint) takes its tags back with it. Tags are space-separated; a tag with a null id is
-- left out (array_to_string skips nulls).
CREATE FUNCTION changed_tags_add(VARIADIC tags text[]) RETURNS void LANGUAGE sql AS $$
  SELECT set_config('clipmandi.changed',
    coalesce(current_setting('clipmandi.changed', true), '') || ' ' || array_to_string(tags, ' '), true);
$$;--> statement-breakpoint
-- The tags written so far in this transaction, emptied (a transaction that commits more than one change, such as the
-- seed, gets each change's own).
CREATE FUNCTION changed_tags_take() RETURNS text LANGUAGE plpgsql AS $$
DECLARE found text := coalesce(current_setting('clipmandi.changed', true), '');
BEGIN
  PERFORM set_config('clipmandi.changed', '', true);
  RETURN found;
END $$;--> statement-breakpoint
-- A person: their name, email or role reaches their own reads, the session check and the admin's lists; the token
-- version the session check and their own reads; the joined count their own reads; a password alone, nothing shown.
CREATE FUNCTION users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r users := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
BEGIN
  IF TG_OP <> 'UPDATE' OR (OLD.name, OLD.email, OLD.role) IS DISTINCT FROM (NEW.name, NEW.email, NEW.role) THEN
    PERFORM changed_tags_add('platform', 'user:' || r.id, 'account:' || r.id);
    RETURN NULL;
  END IF;
  -- A new token version retires the person's tokens, and the private reads cached for them.
  IF OLD.token_version IS DISTINCT FROM NEW.token_version THEN
    PERFORM changed_tags_add('account:' || r.id, 'user:' || r.id);
  END IF;
  IF OLD.joined_campaigns_count IS DISTINCT FROM NEW.joined_campaigns_count THEN
    PERFORM changed_tags_add('user:' || r.id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_changed AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION users_changed();--> statement-breakpoint
-- A balance: a wallet or held earnings reach their owner's reads, an escrow its campaign's (pending estimates are
-- computed from it), the platform's own accounts the admin's.
CREATE FUNCTION accounts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'escrow' THEN
    PERFORM changed_tags_add('escrow:' || NEW.campaign_id, 'campaign:' || NEW.campaign_id);
  ELSIF NEW.user_id IS NOT NULL THEN
    PERFORM changed_tags_add('user:' || NEW.user_id);
  ELSE
    PERFORM changed_tags_add('platform');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER accounts_changed AFTER INSERT OR UPDATE OF balance ON accounts FOR EACH ROW EXECUTE FUNCTION accounts_changed();--> statement-breakpoint
-- Every posting is in the admin's transactions and figures.
CREATE FUNCTION ledger_transactions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM changed_tags_add('platform');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_transactions_changed AFTER INSERT ON ledger_transactions FOR EACH ROW EXECUTE FUNCTION ledger_transactions_changed();--> statement-breakpoint
-- The admin's chart: money in, payouts and fees per day.
CREATE FUNCTION platform_days_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR (OLD.money_in, OLD.payouts_out, OLD.fees_earned)
      IS DISTINCT FROM (NEW.money_in, NEW.payouts_out, NEW.fees_earned) THEN
    PERFORM changed_tags_add('totals');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER platform_days_changed AFTER INSERT OR UPDATE ON platform_days FOR EACH ROW EXECUTE FUNCTION platform_days_changed();--> statement-breakpoint
-- A campaign: its page, the public list and the admin's (and so its creator's reads: creatorTagsOf). A deletion also ends its participants
-- list; a new title reaches everyone with a clip on it (clips show their campaign's title).
CREATE FUNCTION campaigns_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r campaigns := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
BEGIN
  PERFORM changed_tags_add('campaign:' || r.id, 'campaigns', 'platform');
  IF TG_OP = 'UPDATE' AND OLD.deleted_at IS DISTINCT FROM NEW.deleted_at THEN
    PERFORM changed_tags_add('participants:' || r.id);
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.title IS DISTINCT FROM NEW.title THEN
    PERFORM changed_tags_add(VARIADIC array(SELECT DISTINCT 'user:' || c.user_id FROM clips c WHERE c.campaign_id = r.id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER campaigns_changed AFTER INSERT OR UPDATE OR DELETE ON campaigns FOR EACH ROW EXECUTE FUNCTION campaigns_changed();--> statement-breakpoint
-- A join: the campaign's participants and the clipper's own reads.
CREATE FUNCTION campaign_participants_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r campaign_participants := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
BEGIN
  PERFORM changed_tags_add('participants:' || r.campaign_id, 'user:' || r.user_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER campaign_participants_changed AFTER INSERT OR UPDATE OR DELETE ON campaign_participants FOR EACH ROW EXECUTE FUNCTION campaign_participants_changed();--> statement-breakpoint
-- A clip: itself (the live updates' notices), its clipper's reads and its campaign's (the review queue, the others'
-- pending estimates, and so its creator's); its measurement history has a tag of its own (clip_measurements). The admin's figures and queue see a clip submitted, decided, held, released or escalated, not a new
-- measurement of one that is none of those. When to measure next is on no screen.
CREATE FUNCTION clips_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r clips := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
BEGIN
  IF TG_OP = 'UPDATE' AND to_jsonb(OLD) - 'next_measure_at' = to_jsonb(NEW) - 'next_measure_at' THEN
    RETURN NULL;
  END IF;
  PERFORM changed_tags_add('clip:' || r.id, 'user:' || r.user_id, 'campaign:' || r.campaign_id);
  IF TG_OP <> 'UPDATE'
    OR (OLD.status, OLD.confirmed_views, OLD.decided_by, OLD.escalated_at, OLD.held_until, OLD.released_at)
      IS DISTINCT FROM (NEW.status, NEW.confirmed_views, NEW.decided_by, NEW.escalated_at, NEW.held_until, NEW.released_at)
    OR (NEW.status = 'pending' AND NEW.escalated_at IS NOT NULL) THEN
    PERFORM changed_tags_add('platform');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER clips_changed AFTER INSERT OR UPDATE OR DELETE ON clips FOR EACH ROW EXECUTE FUNCTION clips_changed();--> statement-breakpoint
-- A clip's measurement history.
CREATE FUNCTION clip_measurements_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM changed_tags_add('measurements:' || NEW.clip_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER clip_measurements_changed AFTER INSERT ON clip_measurements FOR EACH ROW EXECUTE FUNCTION clip_measurements_changed();--> statement-breakpoint
-- A withdrawal or a top-up order: its person's reads and the admin's.
CREATE FUNCTION person_and_platform_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM changed_tags_add('user:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END, 'platform');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER withdrawals_changed AFTER INSERT OR UPDATE OR DELETE ON withdrawals FOR EACH ROW EXECUTE FUNCTION person_and_platform_changed();--> statement-breakpoint
CREATE TRIGGER payment_orders_changed AFTER INSERT OR UPDATE OR DELETE ON payment_orders FOR EACH ROW EXECUTE FUNCTION person_and_platform_changed();--> statement-breakpoint
-- A linked channel: its clipper's reads.
CREATE FUNCTION clipper_channels_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM changed_tags_add('user:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER clipper_channels_changed AFTER INSERT OR UPDATE OR DELETE ON clipper_channels FOR EACH ROW EXECUTE FUNCTION clipper_channels_changed();
