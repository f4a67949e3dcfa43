CREATE TABLE "catalogue_settings" (
	"centre_id" text PRIMARY KEY NOT NULL,
	"show_price" text DEFAULT '1' NOT NULL,
	"material_fee_project_id" text
);
--> statement-breakpoint
CREATE TABLE "material_needs" (
	"centre_id" text NOT NULL,
	"project_id" text NOT NULL,
	"materials" jsonb NOT NULL,
	CONSTRAINT "material_needs_centre_id_project_id_pk" PRIMARY KEY("centre_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"centre_id" text NOT NULL,
	"id" text NOT NULL,
	"item" text NOT NULL,
	"price" integer NOT NULL,
	"recalculate" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "materials_centre_id_id_pk" PRIMARY KEY("centre_id","id")
);
--> statement-breakpoint
CREATE TABLE "package_items" (
	"product_id" text NOT NULL,
	"project_id" text NOT NULL,
	"packable" text DEFAULT '1' NOT NULL,
	"price_difference" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "package_items_product_id_project_id_pk" PRIMARY KEY("product_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "pricing_rules" (
	"centre_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"sub_list" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pricing_rules_centre_id_id_pk" PRIMARY KEY("centre_id","id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"centre_id" text NOT NULL,
	"package_name" text NOT NULL,
	"plan_type_code" text DEFAULT 'general' NOT NULL,
	"type_id" text NOT NULL,
	"sex" text DEFAULT 'common' NOT NULL,
	"discount" integer DEFAULT 100 NOT NULL,
	"pic_url" text DEFAULT '' NOT NULL,
	"suitable" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"promotion" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_classes" (
	"centre_id" text NOT NULL,
	"id" text NOT NULL,
	"item_name" text NOT NULL,
	"row_index" integer NOT NULL,
	CONSTRAINT "project_classes_centre_id_id_pk" PRIMARY KEY("centre_id","id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"centre_id" text NOT NULL,
	"id" text NOT NULL,
	"item" text NOT NULL,
	"class_id" text NOT NULL,
	"price" integer NOT NULL,
	"typable" integer DEFAULT 0 NOT NULL,
	"parent_id" text,
	"mutex_id" text[] DEFAULT '{}'::text[] NOT NULL,
	"relationships" text[] DEFAULT '{}'::text[] NOT NULL,
	"delectable" text DEFAULT '1' NOT NULL,
	"visible" integer DEFAULT 1 NOT NULL,
	"recommendable" integer DEFAULT 0 NOT NULL,
	"special_screening" integer DEFAULT 0 NOT NULL,
	"star" integer DEFAULT 0 NOT NULL,
	"sex" text DEFAULT 'common' NOT NULL,
	"marriage" text DEFAULT 'any' NOT NULL,
	"fasting_check" integer DEFAULT 0 NOT NULL,
	"add_warning" text DEFAULT '0' NOT NULL,
	"warning_info" text DEFAULT '' NOT NULL,
	"avoid" text DEFAULT '' NOT NULL,
	"inspection_significance" text DEFAULT '' NOT NULL,
	"reminder" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "projects_centre_id_id_pk" PRIMARY KEY("centre_id","id")
);
--> statement-breakpoint
CREATE TABLE "recommend_rules" (
	"centre_id" text NOT NULL,
	"id" text NOT NULL,
	"project_id" text NOT NULL,
	"level" text NOT NULL,
	"sex" text DEFAULT 'common' NOT NULL,
	"marriage" text DEFAULT 'any' NOT NULL,
	"min_age" integer DEFAULT 0 NOT NULL,
	"max_age" integer DEFAULT 200 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recommend_rules_centre_id_id_pk" PRIMARY KEY("centre_id","id")
);
--> statement-breakpoint
CREATE TABLE "upgrade_rules" (
	"centre_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"match_type" integer NOT NULL,
	"match_value" integer DEFAULT 0 NOT NULL,
	"min_value" integer DEFAULT 0 NOT NULL,
	"max_value" integer DEFAULT 0 NOT NULL,
	"upgrade_express" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "upgrade_rules_centre_id_id_pk" PRIMARY KEY("centre_id","id")
);
--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_centre_idx" ON "products" USING btree ("centre_id","sort");