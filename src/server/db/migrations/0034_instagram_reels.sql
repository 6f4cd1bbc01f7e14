CREATE TABLE "instagram_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"ig_user_id" text NOT NULL,
	"username" text NOT NULL,
	"account_type" text NOT NULL,
	"sealed_token" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"token_failed_at" timestamp with time zone,
	"calls_hour" timestamp with time zone,
	"calls_made" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_link_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "clips_paid_video_unique";--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "media_id" text;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "measured_shares" bigint;--> statement-breakpoint
ALTER TABLE "clips" ADD COLUMN "measured_saves" bigint;--> statement-breakpoint
ALTER TABLE "clip_measurements" ADD COLUMN "shares" bigint;--> statement-breakpoint
ALTER TABLE "clip_measurements" ADD COLUMN "saves" bigint;--> statement-breakpoint
ALTER TABLE "instagram_accounts" ADD CONSTRAINT "instagram_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_link_states" ADD CONSTRAINT "oauth_link_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instagram_accounts_ig_user_unique" ON "instagram_accounts" USING btree ("ig_user_id");--> statement-breakpoint
CREATE INDEX "oauth_link_states_user_idx" ON "oauth_link_states" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clips_paid_video_unique" ON "clips" USING btree ("platform","video_id") WHERE "clips"."status" = 'approved';