CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"centre_id" text,
	"title" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"pic_url" text DEFAULT '' NOT NULL,
	"link_url" text,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"publish_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"centre_id" text,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_stats" (
	"centre_id" text PRIMARY KEY NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"assessments" integer DEFAULT 0 NOT NULL,
	"consultations" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "centres" ADD COLUMN "introduction" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "centres" ADD COLUMN "guidelines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "centres" ADD COLUMN "group_check_flag" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_publish_time_idx" ON "articles" USING btree ("publish_time" DESC NULLS LAST,"id" DESC NULLS LAST);