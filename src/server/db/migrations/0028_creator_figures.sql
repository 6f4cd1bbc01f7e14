CREATE TABLE "creator_figures" (
	"creator_id" uuid PRIMARY KEY NOT NULL,
	"decided_clips" integer DEFAULT 0 NOT NULL,
	"approved_clips" integer DEFAULT 0 NOT NULL,
	"review_seconds" bigint DEFAULT 0 NOT NULL,
	"paid_out" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_figures" ADD CONSTRAINT "creator_figures_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A clip's share of its creator's track record (docs/product.md#track-records): a decision (by the creator, the
-- deadline rule or an admin; a deletion's rejection has no decider and is none), an approval, the seconds to its
-- first decision (a rejection an appeal overturned keeps its rejection's time; never below 0), and the gross an
-- approval paid.
CREATE FUNCTION creator_figures_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d_decided integer := 0;
  d_approved integer := 0;
  d_seconds bigint := 0;
  d_paid bigint := 0;
  creator uuid;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status <> 'pending' AND OLD.decided_by IS NOT NULL THEN
    d_decided := d_decided - 1;
    d_seconds := d_seconds - greatest(0, extract(epoch FROM coalesce(OLD.rejected_at, OLD.reviewed_at) - OLD.created_at))::bigint;
    IF OLD.status = 'approved' THEN d_approved := d_approved - 1; d_paid := d_paid - OLD.gross_paid; END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status <> 'pending' AND NEW.decided_by IS NOT NULL THEN
    d_decided := d_decided + 1;
    d_seconds := d_seconds + greatest(0, extract(epoch FROM coalesce(NEW.rejected_at, NEW.reviewed_at) - NEW.created_at))::bigint;
    IF NEW.status = 'approved' THEN d_approved := d_approved + 1; d_paid := d_paid + NEW.gross_paid; END IF;
  END IF;
  creator := CASE WHEN TG_OP = 'DELETE' THEN OLD.creator_id ELSE NEW.creator_id END;
  IF d_decided <> 0 OR d_approved <> 0 OR d_seconds <> 0 OR d_paid <> 0 THEN
    INSERT INTO creator_figures AS f (creator_id, decided_clips, approved_clips, review_seconds, paid_out)
    VALUES (creator, d_decided, d_approved, d_seconds, d_paid)
    ON CONFLICT (creator_id) DO UPDATE SET
      decided_clips = f.decided_clips + excluded.decided_clips,
      approved_clips = f.approved_clips + excluded.approved_clips,
      review_seconds = f.review_seconds + excluded.review_seconds,
      paid_out = f.paid_out + excluded.paid_out;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The track records recounted from the clips: the backfill below, the bench seed's rebuild and the ledger audit.
CREATE VIEW creator_figures_recount AS
SELECT creator_id, count(*)::integer AS decided_clips,
  count(*) FILTER (WHERE status = 'approved')::integer AS approved_clips,
  coalesce(sum(greatest(0, extract(epoch FROM coalesce(rejected_at, reviewed_at) - created_at))::bigint), 0)::bigint AS review_seconds,
  coalesce(sum(gross_paid) FILTER (WHERE status = 'approved'), 0)::bigint AS paid_out
FROM clips WHERE status <> 'pending' AND decided_by IS NOT NULL GROUP BY creator_id;--> statement-breakpoint
INSERT INTO creator_figures SELECT * FROM creator_figures_recount;--> statement-breakpoint
CREATE TRIGGER clips_creator_figures_insert_delete AFTER INSERT OR DELETE ON clips
  FOR EACH ROW EXECUTE FUNCTION creator_figures_apply();--> statement-breakpoint
CREATE TRIGGER clips_creator_figures_update AFTER UPDATE OF status, decided_by, gross_paid, reviewed_at, rejected_at ON clips
  FOR EACH ROW WHEN ((OLD.status, OLD.decided_by, OLD.gross_paid, OLD.reviewed_at, OLD.rejected_at)
    IS DISTINCT FROM (NEW.status, NEW.decided_by, NEW.gross_paid, NEW.reviewed_at, NEW.rejected_at))
  EXECUTE FUNCTION creator_figures_apply();--> statement-breakpoint
-- A changed track record reaches every read that shows its creator's campaigns: the public list (`campaigns`) and the
-- reads that carry the creator's own tag (docs/reads.md "Read cache").
CREATE TRIGGER creator_figures_inserted AFTER INSERT ON creator_figures REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('creator:creator_id', 'campaigns');--> statement-breakpoint
CREATE TRIGGER creator_figures_updated AFTER UPDATE ON creator_figures REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('creator:creator_id', 'campaigns');
