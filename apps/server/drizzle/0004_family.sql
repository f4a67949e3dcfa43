CREATE TABLE "family_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"relation_code" text NOT NULL,
	"call_name" text NOT NULL,
	"id_card_no" text NOT NULL,
	"mobile_phone" text,
	"sex_code" text NOT NULL,
	"age" integer NOT NULL,
	"marry_state_code" text NOT NULL,
	"folk_id" integer NOT NULL,
	"height" integer,
	"weight" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_members_user_idx" ON "family_members" USING btree ("user_id");
