CREATE TABLE "communication_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"author" text NOT NULL,
	"operator_id" integer,
	"author_name" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"picture_key" text,
	"picture_type" text,
	"picture_bytes" integer,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "communication_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"centre_id" text NOT NULL,
	"kind" text NOT NULL,
	"report_id" integer,
	"title" text NOT NULL,
	"user_unread" integer DEFAULT 0 NOT NULL,
	"centre_unread" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "communication_messages" ADD CONSTRAINT "communication_messages_thread_id_communication_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."communication_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_threads" ADD CONSTRAINT "communication_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_threads" ADD CONSTRAINT "communication_threads_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "communication_messages_thread_idx" ON "communication_messages" USING btree ("thread_id","id");--> statement-breakpoint
CREATE INDEX "communication_threads_user_idx" ON "communication_threads" USING btree ("user_id","last_at");--> statement-breakpoint
CREATE INDEX "communication_threads_centre_idx" ON "communication_threads" USING btree ("centre_id","last_at");--> statement-breakpoint
CREATE UNIQUE INDEX "communication_threads_consult_key" ON "communication_threads" USING btree ("user_id","centre_id") WHERE "communication_threads"."kind" = 'consult';--> statement-breakpoint
CREATE UNIQUE INDEX "communication_threads_report_key" ON "communication_threads" USING btree ("user_id","report_id") WHERE "communication_threads"."kind" = 'reportReading';