CREATE TABLE "knowledge_articles" (
	"id" integer PRIMARY KEY NOT NULL,
	"column_id" integer NOT NULL,
	"name" text NOT NULL,
	"survey" text NOT NULL,
	"cause" text NOT NULL,
	"suggestion" text NOT NULL,
	"m_index" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_columns" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"indicator_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "knowledge_id" integer;--> statement-breakpoint
ALTER TABLE "knowledge_articles" ADD CONSTRAINT "knowledge_articles_column_id_knowledge_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."knowledge_columns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_articles_column_idx" ON "knowledge_articles" USING btree ("column_id");