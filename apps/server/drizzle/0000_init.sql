CREATE TABLE "image_codes" (
	"client_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile_phone" text NOT NULL,
	"client_address" text NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "centres" (
	"id" text PRIMARY KEY NOT NULL,
	"city_id" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"opening_hours" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"individuation_opt" integer DEFAULT 0 NOT NULL,
	"project_select_opt" integer DEFAULT 0 NOT NULL,
	"receive_online" integer DEFAULT 1 NOT NULL,
	"show_package_price" integer DEFAULT 1 NOT NULL,
	"group_show_price" integer DEFAULT 1 NOT NULL,
	"personal_provide_invoice" integer DEFAULT 0 NOT NULL,
	"group_provide_invoice" integer DEFAULT 0 NOT NULL,
	"personal_not_invoice_note" text DEFAULT '' NOT NULL,
	"payment_method_codes" text DEFAULT 'online,onhospital' NOT NULL,
	"hos_payment_method_codes" text DEFAULT 'online,onhospital' NOT NULL,
	"verify_on" integer DEFAULT 0 NOT NULL,
	"verify_type" integer DEFAULT 1 NOT NULL,
	"health_flag" integer DEFAULT 0 NOT NULL,
	"online_flag" integer DEFAULT 0 NOT NULL,
	"column_flag" integer DEFAULT 0 NOT NULL,
	"fasting_check_start" text DEFAULT '00:00' NOT NULL,
	"fasting_check_end" text DEFAULT '24:00' NOT NULL,
	"disclaimer_title" text DEFAULT '' NOT NULL,
	"disclaimer" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivery_price" integer DEFAULT 0 NOT NULL,
	"delivery_name" text DEFAULT '' NOT NULL,
	"mail_cost" integer DEFAULT 0 NOT NULL,
	"mail_express" text DEFAULT '' NOT NULL,
	"expert_url" text DEFAULT '' NOT NULL,
	"honor_url" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"spell" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile_phone" text NOT NULL,
	"password_hash" text,
	"call_name" text,
	"name" text,
	"id_card_no" text,
	"sex_code" text,
	"age" integer,
	"marry_state_code" text,
	"folk_id" integer,
	"height" integer,
	"weight" real,
	"openid" text,
	"is_gzbd" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_mobile_phone_unique" UNIQUE("mobile_phone")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centres" ADD CONSTRAINT "centres_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("mobile_phone","sent_at");--> statement-breakpoint
CREATE INDEX "sms_codes_address_idx" ON "sms_codes" USING btree ("client_address","sent_at");