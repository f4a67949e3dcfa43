CREATE TABLE "health_card_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"instance_id" integer NOT NULL,
	"score" integer NOT NULL,
	"level" text NOT NULL,
	"advice" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_card_products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"validity_days" integer NOT NULL,
	"business_code" text NOT NULL,
	"scoring" jsonb NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"on_sale" integer DEFAULT 1 NOT NULL,
	"centre_id" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_card_service_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"service_code" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_no" text NOT NULL,
	"password_hash" text,
	"product_id" text NOT NULL,
	"user_id" integer,
	"state" text DEFAULT 'inactive' NOT NULL,
	"source" text NOT NULL,
	"holder_name" text,
	"holder_id_card_no" text,
	"holder_phone" text,
	"holder_sex_code" text,
	"holder_age" integer,
	"holder_marriage_code" text,
	"centre_id" text,
	"activated_at" timestamp with time zone,
	"expires_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_cards_card_no_unique" UNIQUE("card_no"),
	CONSTRAINT "health_cards_active_owned" CHECK ("health_cards"."state" = 'inactive' OR "health_cards"."user_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "health_card_assessments" ADD CONSTRAINT "health_card_assessments_card_id_health_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."health_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_card_assessments" ADD CONSTRAINT "health_card_assessments_instance_id_questionnaire_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."questionnaire_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_card_products" ADD CONSTRAINT "health_card_products_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_card_service_uses" ADD CONSTRAINT "health_card_service_uses_card_id_health_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."health_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_cards" ADD CONSTRAINT "health_cards_product_id_health_card_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."health_card_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_cards" ADD CONSTRAINT "health_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_cards" ADD CONSTRAINT "health_cards_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_card_assessments_card_idx" ON "health_card_assessments" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "health_card_service_uses_card_idx" ON "health_card_service_uses" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "health_cards_user_idx" ON "health_cards" USING btree ("user_id");