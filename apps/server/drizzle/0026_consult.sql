CREATE TABLE "consult_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"date" date NOT NULL,
	"slot_no" integer NOT NULL,
	"test_time" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"rating" integer,
	"comment" text,
	"rated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consult_bookings_rating_range" CHECK ("consult_bookings"."rating" is null or ("consult_bookings"."rating" between 1 and 5))
);
--> statement-breakpoint
CREATE TABLE "consult_services" (
	"id" integer PRIMARY KEY NOT NULL,
	"centre_id" text NOT NULL,
	"name" text NOT NULL,
	"doctor_name" text NOT NULL,
	"doctor_title" text DEFAULT '' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"duration_minutes" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"slot_times" text[] NOT NULL,
	"slot_capacity" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consult_slots" (
	"service_id" integer NOT NULL,
	"date" date NOT NULL,
	"slot_no" integer NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "consult_slots_service_id_date_slot_no_pk" PRIMARY KEY("service_id","date","slot_no"),
	CONSTRAINT "consult_slots_booked_range" CHECK ("consult_slots"."booked" >= 0 and "consult_slots"."booked" <= "consult_slots"."capacity")
);
--> statement-breakpoint
ALTER TABLE "consult_bookings" ADD CONSTRAINT "consult_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_bookings" ADD CONSTRAINT "consult_bookings_service_id_consult_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."consult_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_services" ADD CONSTRAINT "consult_services_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_slots" ADD CONSTRAINT "consult_slots_service_id_consult_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."consult_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consult_bookings_user_idx" ON "consult_bookings" USING btree ("user_id");