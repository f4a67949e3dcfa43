CREATE TABLE "exam_day_versions" (
	"centre_id" text NOT NULL,
	"exam_date" text NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "exam_day_versions_centre_id_exam_date_pk" PRIMARY KEY("centre_id","exam_date")
);
--> statement-breakpoint
CREATE TABLE "station_marks" (
	"order_id" integer NOT NULL,
	"station" text NOT NULL,
	"state" text NOT NULL,
	"centre_id" text NOT NULL,
	"exam_date" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "station_marks_order_id_station_pk" PRIMARY KEY("order_id","station")
);
--> statement-breakpoint
CREATE INDEX "station_marks_day_idx" ON "station_marks" USING btree ("centre_id","exam_date");