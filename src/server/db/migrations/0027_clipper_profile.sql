ALTER TABLE "clipper_figures" ADD COLUMN "measured_views" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The sum of YouTube's latest counts of a clipper's approved clips (their public profile, docs/product.md#track-records),
-- kept by the figures' trigger as its other columns are: the function of migration 0019 with that sum added.
CREATE OR REPLACE FUNCTION clip_figures_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_row clips;
  after_row clips;
  terms record;
  g numeric;
  d_pending integer := 0;
  d_approved integer := 0;
  d_rejected integer := 0;
  d_earned bigint := 0;
  d_views bigint := 0;
  d_gross numeric := 0;
  d_net numeric := 0;
  clipper uuid;
  campaign uuid;
BEGIN
  IF TG_OP <> 'INSERT' THEN before_row := OLD; END IF;
  IF TG_OP <> 'DELETE' THEN after_row := NEW; END IF;
  clipper := coalesce(after_row.user_id, before_row.user_id);
  campaign := coalesce(after_row.campaign_id, before_row.campaign_id);
  IF before_row.status = 'pending' OR after_row.status = 'pending' THEN
    -- A campaign's minimum views and maximum per clip are fixed when it is created.
    SELECT min_paid_views, max_payout_per_clip INTO terms FROM campaigns WHERE id = campaign;
  END IF;
  IF before_row.status = 'pending' THEN
    g := clip_pending_gross(before_row.claimed_views, before_row.measured_views, before_row.video_available,
      before_row.payout_rate, terms.min_paid_views, terms.max_payout_per_clip);
    d_pending := d_pending - 1; d_gross := d_gross - g; d_net := d_net - (g - payout_fee(g));
  ELSIF before_row.status = 'approved' THEN
    d_approved := d_approved - 1; d_earned := d_earned - before_row.net_paid;
    d_views := d_views - coalesce(before_row.measured_views, 0);
  ELSIF before_row.status = 'rejected' THEN
    d_rejected := d_rejected - 1;
  END IF;
  IF after_row.status = 'pending' THEN
    g := clip_pending_gross(after_row.claimed_views, after_row.measured_views, after_row.video_available,
      after_row.payout_rate, terms.min_paid_views, terms.max_payout_per_clip);
    d_pending := d_pending + 1; d_gross := d_gross + g; d_net := d_net + (g - payout_fee(g));
  ELSIF after_row.status = 'approved' THEN
    d_approved := d_approved + 1; d_earned := d_earned + after_row.net_paid;
    d_views := d_views + coalesce(after_row.measured_views, 0);
  ELSIF after_row.status = 'rejected' THEN
    d_rejected := d_rejected + 1;
  END IF;

  IF d_pending <> 0 OR d_approved <> 0 OR d_rejected <> 0 OR d_earned <> 0 OR d_views <> 0 THEN
    INSERT INTO clipper_figures AS f (user_id, pending_clips, approved_clips, rejected_clips, earned, measured_views)
    VALUES (clipper, d_pending, d_approved, d_rejected, d_earned, d_views)
    ON CONFLICT (user_id) DO UPDATE SET
      pending_clips = f.pending_clips + excluded.pending_clips,
      approved_clips = f.approved_clips + excluded.approved_clips,
      rejected_clips = f.rejected_clips + excluded.rejected_clips,
      earned = f.earned + excluded.earned,
      measured_views = f.measured_views + excluded.measured_views;
  END IF;

  IF d_pending <> 0 OR d_gross <> 0 OR d_net <> 0 THEN
    -- The clipper's last pending clip there: the row goes. A concurrent change
    -- to the row makes the delete wait and look again, so a count it raised is not deleted.
    IF d_pending < 0 THEN
      DELETE FROM clipper_pending p WHERE p.user_id = clipper AND p.campaign_id = campaign
        AND p.pending_clips + d_pending = 0;
      IF FOUND THEN RETURN NULL; END IF;
    END IF;
    INSERT INTO clipper_pending AS p (user_id, campaign_id, pending_clips, pending_gross, pending_net)
    VALUES (clipper, campaign, d_pending, d_gross, d_net)
    ON CONFLICT (user_id, campaign_id) DO UPDATE SET
      pending_clips = p.pending_clips + excluded.pending_clips,
      pending_gross = p.pending_gross + excluded.pending_gross,
      pending_net = p.pending_net + excluded.pending_net;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE VIEW clipper_figures_recount AS
SELECT user_id, count(*) FILTER (WHERE status = 'pending')::integer AS pending_clips,
  count(*) FILTER (WHERE status = 'approved')::integer AS approved_clips,
  count(*) FILTER (WHERE status = 'rejected')::integer AS rejected_clips,
  coalesce(sum(net_paid) FILTER (WHERE status = 'approved'), 0)::bigint AS earned,
  coalesce(sum(measured_views) FILTER (WHERE status = 'approved'), 0)::bigint AS measured_views
FROM clips GROUP BY user_id;--> statement-breakpoint
UPDATE clipper_figures f SET measured_views = n.measured_views FROM clipper_figures_recount n WHERE n.user_id = f.user_id;
