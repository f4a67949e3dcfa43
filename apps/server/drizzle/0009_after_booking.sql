CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"centre_id" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"outcome" text DEFAULT 'ok' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_centres" (
	"operator_id" integer NOT NULL,
	"centre_id" text NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "operator_centres_operator_id_centre_id_pk" PRIMARY KEY("operator_id","centre_id")
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"operator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "operator_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "operators_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "refund_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_refund_id" text NOT NULL,
	"refund_no" text NOT NULL,
	"amount" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"refund_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_requests_user_id_idempotency_key_pk" PRIMARY KEY("user_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"card_amount" integer DEFAULT 0 NOT NULL,
	"coupon_returned" integer DEFAULT 0 NOT NULL,
	"pay_id" text,
	"provider" text,
	"provider_refund_id" text,
	"refuse_reason" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "refunds_refund_no_unique" UNIQUE("refund_no")
);
--> statement-breakpoint
CREATE TABLE "report_links" (
	"user_id" integer NOT NULL,
	"id_card_no" text NOT NULL,
	"name" text NOT NULL,
	"relation_code" text NOT NULL,
	"mobile_phone" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_links_user_id_id_card_no_pk" PRIMARY KEY("user_id","id_card_no")
);
--> statement-breakpoint
CREATE TABLE "report_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"section" text NOT NULL,
	"group_name" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"numeric" real,
	"unit" text DEFAULT '' NOT NULL,
	"ref_low" real,
	"ref_high" real,
	"ref_text" text DEFAULT '' NOT NULL,
	"flag" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_no" text NOT NULL,
	"order_id" integer,
	"id_card_no" text NOT NULL,
	"name" text NOT NULL,
	"sex_code" text NOT NULL,
	"age" integer NOT NULL,
	"sys_center_id" text NOT NULL,
	"sys_center_name" text NOT NULL,
	"package_name" text,
	"exam_date" text NOT NULL,
	"conclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"advice" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"doctor" text DEFAULT '' NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_report_no_unique" UNIQUE("report_no")
);
--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "purpose" text DEFAULT 'login' NOT NULL;--> statement-breakpoint
ALTER TABLE "centres" ADD COLUMN "reschedule_cutoff" text DEFAULT '18:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "centres" ADD COLUMN "reschedule_limit" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reschedule_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "examined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "review_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "review_plan" jsonb;--> statement-breakpoint
ALTER TABLE "operator_centres" ADD CONSTRAINT "operator_centres_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_centres" ADD CONSTRAINT "operator_centres_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_links" ADD CONSTRAINT "report_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_results" ADD CONSTRAINT "report_results_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_notifications_once" ON "refund_notifications" USING btree ("provider","provider_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_user_idx" ON "refunds" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "report_results_report_idx" ON "report_results" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "report_results_code_idx" ON "report_results" USING btree ("code");--> statement-breakpoint
CREATE INDEX "reports_person_idx" ON "reports" USING btree ("id_card_no","exam_date");