CREATE TABLE "parent_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_member_id" integer NOT NULL,
	"id_card_no" text NOT NULL,
	"name" text NOT NULL,
	"relation_code" text NOT NULL,
	"mobile_phone" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "recipient" text DEFAULT 'examinee' NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_consents" ADD CONSTRAINT "parent_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_consents" ADD CONSTRAINT "parent_consents_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parent_consents_member_idx" ON "parent_consents" USING btree ("user_id","family_member_id");--> statement-breakpoint
CREATE INDEX "parent_consents_person_idx" ON "parent_consents" USING btree ("user_id","id_card_no");