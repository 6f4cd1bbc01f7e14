CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"provider_ref" text NOT NULL,
	"payment_id" text NOT NULL,
	"order_id" text,
	"user_id" uuid,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"recovered" bigint DEFAULT 0 NOT NULL,
	"unrecovered" bigint DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"last_event_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_amounts" CHECK ("payment_events"."recovered" >= 0 AND "payment_events"."unrecovered" >= 0 AND "payment_events"."recovered" + "payment_events"."unrecovered" <= "payment_events"."amount")
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_ref_unique" ON "payment_events" USING btree ("kind","provider_ref");--> statement-breakpoint
CREATE INDEX "payment_events_created_idx" ON "payment_events" USING btree ("created_at","id");