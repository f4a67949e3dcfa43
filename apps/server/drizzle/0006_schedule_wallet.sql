CREATE TABLE "schedule_days" (
	"centre_id" text NOT NULL,
	"date" date NOT NULL,
	"rest" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "schedule_days_centre_id_date_pk" PRIMARY KEY("centre_id","date")
);
--> statement-breakpoint
CREATE TABLE "schedule_item_quotas" (
	"centre_id" text NOT NULL,
	"date" date NOT NULL,
	"project_id" text NOT NULL,
	"quota" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"capacity" integer NOT NULL,
	"booked_elsewhere" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "schedule_item_quotas_centre_id_date_project_id_pk" PRIMARY KEY("centre_id","date","project_id"),
	CONSTRAINT "schedule_item_quotas_booked_range" CHECK ("schedule_item_quotas"."booked" >= 0 and "schedule_item_quotas"."booked" <= "schedule_item_quotas"."quota")
);
--> statement-breakpoint
CREATE TABLE "schedule_slots" (
	"centre_id" text NOT NULL,
	"date" date NOT NULL,
	"slot_no" integer NOT NULL,
	"test_time" text NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "schedule_slots_centre_id_date_slot_no_pk" PRIMARY KEY("centre_id","date","slot_no"),
	CONSTRAINT "schedule_slots_booked_range" CHECK ("schedule_slots"."booked" >= 0 and "schedule_slots"."booked" <= "schedule_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"coupon_type" integer NOT NULL,
	"price" integer NOT NULL,
	"order_minimum" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"centre_id" text,
	"project_id" text,
	"project_name" text,
	"state" text DEFAULT 'unused' NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_card_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"card_no" text NOT NULL,
	"balance" integer NOT NULL,
	"expiry_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_cards_card_no_unique" UNIQUE("card_no"),
	CONSTRAINT "exam_cards_balance_positive" CHECK ("exam_cards"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "exclusive_service_days" (
	"centre_id" text NOT NULL,
	"project_id" text NOT NULL,
	"date" date NOT NULL,
	"limit" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exclusive_service_days_centre_id_project_id_date_pk" PRIMARY KEY("centre_id","project_id","date"),
	CONSTRAINT "exclusive_service_days_booked_range" CHECK ("exclusive_service_days"."booked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "exclusive_services" (
	"centre_id" text NOT NULL,
	"project_id" text NOT NULL,
	"item" text NOT NULL,
	"price" integer NOT NULL,
	"min_price" integer DEFAULT 0 NOT NULL,
	"max_price" integer NOT NULL,
	"is_support" integer DEFAULT 1 NOT NULL,
	"payment" text DEFAULT 'both' NOT NULL,
	"daily_limit" integer NOT NULL,
	"inspection_significance" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exclusive_services_centre_id_project_id_pk" PRIMARY KEY("centre_id","project_id")
);
--> statement-breakpoint
ALTER TABLE "schedule_days" ADD CONSTRAINT "schedule_days_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_card_ledger" ADD CONSTRAINT "exam_card_ledger_card_id_exam_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."exam_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_cards" ADD CONSTRAINT "exam_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exclusive_services" ADD CONSTRAINT "exclusive_services_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_user_idx" ON "coupons" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "coupons_order_idx" ON "coupons" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_card_ledger_once" ON "exam_card_ledger" USING btree ("card_id","order_id","reason");--> statement-breakpoint
CREATE INDEX "exam_card_ledger_order_idx" ON "exam_card_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "exam_cards_user_idx" ON "exam_cards" USING btree ("user_id");