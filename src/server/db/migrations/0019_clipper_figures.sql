-- A clipper's running figures, kept by a trigger on clips (src/server/db/clipper-figures-schema.ts).
CREATE TABLE "clipper_figures" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"pending_clips" integer DEFAULT 0 NOT NULL,
	"approved_clips" integer DEFAULT 0 NOT NULL,
	"rejected_clips" integer DEFAULT 0 NOT NULL,
	"earned" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clipper_pending" (
	"user_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"pending_clips" integer NOT NULL,
	"pending_gross" numeric NOT NULL,
	"pending_net" numeric NOT NULL,
	CONSTRAINT "clipper_pending_user_id_campaign_id_pk" PRIMARY KEY("user_id","campaign_id")
);
--> statement-breakpoint
ALTER TABLE "clipper_figures" ADD CONSTRAINT "clipper_figures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clipper_pending" ADD CONSTRAINT "clipper_pending_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clipper_pending" ADD CONSTRAINT "clipper_pending_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A pending clip's gross by every approval rule but the escrow's cap (docs/product.md "Money and payouts"): its
-- claimed views, at most the measured ones, nothing when the video is gone or below the campaign's minimum, at most
-- the campaign's maximum per clip (least() ignores a null maximum). The one SQL copy of schemas/payout-math.ts's
-- approvalPayout; the model-based test compares the estimates built on it with that file after every step.
CREATE FUNCTION clip_pending_gross(claimed bigint, measured bigint, available boolean, rate bigint, min_views bigint, max_per_clip bigint)
RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN available IS FALSE OR least(claimed, coalesce(measured, claimed)) < min_views THEN 0::numeric
    ELSE least(floor(least(claimed, coalesce(measured, claimed))::numeric * rate / 1000), max_per_clip) END
$$;--> statement-breakpoint
-- The platform's 12% fee on a gross, rounded half up to the paisa (schemas/payout-math.ts feeFor).
CREATE FUNCTION payout_fee(gross numeric) RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT floor((gross * 12 + 50) / 100)
$$;--> statement-breakpoint
-- Keeps clipper_figures and clipper_pending (src/server/db/clipper-figures-schema.ts): takes the clip's row before
-- the change out of its clipper's figures and puts the row after it in.
CREATE FUNCTION clip_figures_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_row clips;
  after_row clips;
  terms record;
  g numeric;
  d_pending integer := 0;
  d_approved integer := 0;
  d_rejected integer := 0;
  d_earned bigint := 0;
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
  ELSIF before_row.status = 'rejected' THEN
    d_rejected := d_rejected - 1;
  END IF;
  IF after_row.status = 'pending' THEN
    g := clip_pending_gross(after_row.claimed_views, after_row.measured_views, after_row.video_available,
      after_row.payout_rate, terms.min_paid_views, terms.max_payout_per_clip);
    d_pending := d_pending + 1; d_gross := d_gross + g; d_net := d_net + (g - payout_fee(g));
  ELSIF after_row.status = 'approved' THEN
    d_approved := d_approved + 1; d_earned := d_earned + after_row.net_paid;
  ELSIF after_row.status = 'rejected' THEN
    d_rejected := d_rejected + 1;
  END IF;

  IF d_pending <> 0 OR d_approved <> 0 OR d_rejected <> 0 OR d_earned <> 0 THEN
    INSERT INTO clipper_figures AS f (user_id, pending_clips, approved_clips, rejected_clips, earned)
    VALUES (clipper, d_pending, d_approved, d_rejected, d_earned)
    ON CONFLICT (user_id) DO UPDATE SET
      pending_clips = f.pending_clips + excluded.pending_clips,
      approved_clips = f.approved_clips + excluded.approved_clips,
      rejected_clips = f.rejected_clips + excluded.rejected_clips,
      earned = f.earned + excluded.earned;
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
-- The figures recounted from the clips: the backfill below, the bench seed's rebuild and the ledger audit's check.
CREATE VIEW clipper_figures_recount AS
SELECT user_id, count(*) FILTER (WHERE status = 'pending')::integer AS pending_clips,
  count(*) FILTER (WHERE status = 'approved')::integer AS approved_clips,
  count(*) FILTER (WHERE status = 'rejected')::integer AS rejected_clips,
  coalesce(sum(net_paid) FILTER (WHERE status = 'approved'), 0)::bigint AS earned
FROM clips GROUP BY user_id;--> statement-breakpoint
CREATE VIEW clipper_pending_recount AS
SELECT c.user_id, c.campaign_id, count(*)::integer AS pending_clips, sum(c.g) AS pending_gross,
  sum(c.g - payout_fee(c.g)) AS pending_net
FROM (SELECT c.user_id, c.campaign_id,
        clip_pending_gross(c.claimed_views, c.measured_views, c.video_available, c.payout_rate, k.min_paid_views,
          k.max_payout_per_clip) AS g
      FROM clips c JOIN campaigns k ON k.id = c.campaign_id WHERE c.status = 'pending') c
GROUP BY c.user_id, c.campaign_id;--> statement-breakpoint
INSERT INTO clipper_figures SELECT * FROM clipper_figures_recount;--> statement-breakpoint
INSERT INTO clipper_pending SELECT * FROM clipper_pending_recount;--> statement-breakpoint
CREATE TRIGGER clips_figures_insert_delete AFTER INSERT OR DELETE ON clips
  FOR EACH ROW EXECUTE FUNCTION clip_figures_apply();--> statement-breakpoint
-- Only a change to what the figures count calls the function.
CREATE TRIGGER clips_figures_update AFTER UPDATE OF status, net_paid, claimed_views, measured_views, video_available, payout_rate ON clips
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.net_paid IS DISTINCT FROM NEW.net_paid
    OR OLD.claimed_views IS DISTINCT FROM NEW.claimed_views OR OLD.measured_views IS DISTINCT FROM NEW.measured_views
    OR OLD.video_available IS DISTINCT FROM NEW.video_available OR OLD.payout_rate IS DISTINCT FROM NEW.payout_rate)
  EXECUTE FUNCTION clip_figures_apply();
