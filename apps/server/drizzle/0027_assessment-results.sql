CREATE TABLE "assessment_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"assessment_id" integer NOT NULL,
	"member_id" integer,
	"person_name" text NOT NULL,
	"sex_code" text NOT NULL,
	"age" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"level_code" text NOT NULL,
	"level_name" text NOT NULL,
	"advice" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_results_user_idx" ON "assessment_results" USING btree ("user_id","assessment_id","created_at");