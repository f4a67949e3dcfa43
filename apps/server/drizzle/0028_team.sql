CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"centre_id" text NOT NULL,
	"window_start" date NOT NULL,
	"window_end" date NOT NULL,
	"daily_quota" integer NOT NULL,
	"budget" integer NOT NULL,
	"budget_used" integer DEFAULT 0 NOT NULL,
	"show_price" boolean DEFAULT true NOT NULL,
	"provide_invoice" boolean DEFAULT false NOT NULL,
	"allow_family" boolean DEFAULT false NOT NULL,
	"questionnaire" boolean DEFAULT false NOT NULL,
	"discount_percent" integer DEFAULT 100 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "companies_code_unique" UNIQUE("code"),
	CONSTRAINT "companies_budget_check" CHECK ("companies"."budget_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "company_admins" (
	"operator_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "company_admins_operator_id_company_id_pk" PRIMARY KEY("operator_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "company_days" (
	"company_id" integer NOT NULL,
	"date" date NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_days_company_id_date_pk" PRIMARY KEY("company_id","date"),
	CONSTRAINT "company_days_booked_check" CHECK ("company_days"."booked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "company_grades" (
	"company_id" integer NOT NULL,
	"grade" text NOT NULL,
	"package_id" text NOT NULL,
	"custom_price" integer NOT NULL,
	"topic_package_ids" text[] DEFAULT '{}' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_grades_company_id_grade_pk" PRIMARY KEY("company_id","grade")
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"id_card_no" text NOT NULL,
	"phone" text NOT NULL,
	"grade" text NOT NULL,
	"department" text NOT NULL,
	"user_id" integer,
	"linked_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"exam_date" date NOT NULL,
	"company_pays" integer NOT NULL,
	"self_pays" integer NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_verify_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_admins" ADD CONSTRAINT "company_admins_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_admins" ADD CONSTRAINT "company_admins_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_days" ADD CONSTRAINT "company_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_grades" ADD CONSTRAINT "company_grades_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_orders" ADD CONSTRAINT "team_orders_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_orders" ADD CONSTRAINT "team_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_verify_failures" ADD CONSTRAINT "team_verify_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_centre_idx" ON "companies" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "company_admins_company_idx" ON "company_admins" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_company_id_card_idx" ON "team_members" USING btree ("company_id","id_card_no");--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_orders_one_open_idx" ON "team_orders" USING btree ("member_id") WHERE "team_orders"."open";--> statement-breakpoint
CREATE INDEX "team_orders_member_idx" ON "team_orders" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "team_orders_company_idx" ON "team_orders" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "team_verify_failures_user_idx" ON "team_verify_failures" USING btree ("user_id","at");