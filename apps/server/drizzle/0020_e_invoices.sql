CREATE TABLE "e_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title_type" text NOT NULL,
	"buyer_name" text NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"centre_id" text NOT NULL,
	"seller_name" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "e_invoices_invoice_no_unique" UNIQUE("invoice_no"),
	CONSTRAINT "e_invoices_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "centres" ADD COLUMN "e_invoice" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "e_invoices_user_idx" ON "e_invoices" USING btree ("user_id");