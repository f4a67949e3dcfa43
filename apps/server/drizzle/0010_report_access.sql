CREATE TABLE "report_reads" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"user_id" integer,
	"reader_phone" text NOT NULL,
	"kind" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_links" DROP CONSTRAINT "report_links_user_id_id_card_no_pk";--> statement-breakpoint
ALTER TABLE "report_links" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "report_links" ADD COLUMN "adult_on" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "mobile_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "report_reads" ADD CONSTRAINT "report_reads_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_reads" ADD CONSTRAINT "report_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_reads_report_idx" ON "report_reads" USING btree ("report_id","read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "report_links_person_phone_idx" ON "report_links" USING btree ("user_id","id_card_no","mobile_phone");--> statement-breakpoint
CREATE INDEX "report_links_phone_idx" ON "report_links" USING btree ("mobile_phone");--> statement-breakpoint
-- A published report's recorded phone is its order's.
UPDATE "reports" SET "mobile_phone" = "orders"."phone" FROM "orders" WHERE "reports"."order_id" = "orders"."id";--> statement-breakpoint
-- A link made for a minor is a guardian's, ending on the member's 18th birthday.
UPDATE "report_links" SET "adult_on" = to_char(to_date(substr("id_card_no", 7, 8), 'YYYYMMDD') + interval '18 years', 'YYYY-MM-DD')
WHERE "id_card_no" ~ '^[0-9]{17}[0-9X]$' AND to_date(substr("id_card_no", 7, 8), 'YYYYMMDD') + interval '18 years' > now();
