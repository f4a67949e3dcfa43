CREATE TABLE "notice_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"exam_eve" boolean DEFAULT true NOT NULL,
	"report_ready" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"exam_date" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"channel" text,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "notice_settings" ADD CONSTRAINT "notice_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_due_idx" ON "notices" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "notices_order_idx" ON "notices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_exam_day_idx" ON "orders" USING btree ("exam_date","status","id");