CREATE TABLE "creator_blocks" (
	"creator_id" uuid NOT NULL,
	"clipper_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_blocks_creator_id_clipper_id_pk" PRIMARY KEY("creator_id","clipper_id")
);
--> statement-breakpoint
ALTER TABLE "creator_blocks" ADD CONSTRAINT "creator_blocks_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_blocks" ADD CONSTRAINT "creator_blocks_clipper_id_users_id_fk" FOREIGN KEY ("clipper_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_blocks_created_idx" ON "creator_blocks" USING btree ("created_at");--> statement-breakpoint
-- A block and its lifting: the creator's list of blocked clippers (docs/reads.md "Read cache", migration 0021).
CREATE TRIGGER creator_blocks_inserted AFTER INSERT ON creator_blocks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('blocks:creator_id');--> statement-breakpoint
CREATE TRIGGER creator_blocks_updated AFTER UPDATE ON creator_blocks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('blocks:creator_id');--> statement-breakpoint
CREATE TRIGGER creator_blocks_deleted AFTER DELETE ON creator_blocks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rows_changed('blocks:creator_id');
