CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"centre_id" text NOT NULL,
	"centre_name" text NOT NULL,
	"date" date NOT NULL,
	"id_card_no" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"package_name" text,
	"cart" jsonb NOT NULL,
	"project_ids" jsonb NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"slot_no" integer,
	"slot_time" text,
	"held_at" timestamp with time zone,
	"hold_expires_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "waitlist_entries_hold_shape" CHECK ("waitlist_entries"."status" <> 'held' or ("waitlist_entries"."slot_no" is not null and "waitlist_entries"."hold_expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_active_person_day" ON "waitlist_entries" USING btree ("id_card_no","date") WHERE "waitlist_entries"."status" in ('waiting', 'held');--> statement-breakpoint
CREATE INDEX "waitlist_entries_queue_idx" ON "waitlist_entries" USING btree ("centre_id","date","id") WHERE "waitlist_entries"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_hold_idx" ON "waitlist_entries" USING btree ("hold_expires_at") WHERE "waitlist_entries"."status" = 'held';--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_idx" ON "waitlist_entries" USING btree ("user_id","id");