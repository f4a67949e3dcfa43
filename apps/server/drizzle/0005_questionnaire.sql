CREATE TABLE "questionnaire_instances" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"business_code" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"sex_code" text NOT NULL,
	"marriage_code" text NOT NULL,
	"age" integer NOT NULL,
	"sys_center_id" text DEFAULT '' NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"business_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questionnaire_instances" ADD CONSTRAINT "questionnaire_instances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaire_instances_user_idx" ON "questionnaire_instances" USING btree ("user_id","business_code","created_at");