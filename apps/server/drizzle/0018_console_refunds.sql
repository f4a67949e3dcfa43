ALTER TABLE "refunds" ADD COLUMN "centre_id" text;--> statement-breakpoint
-- Refunds applied before the column existed take their order's centre.
UPDATE "refunds" SET "centre_id" = "orders"."sys_center_id" FROM "orders" WHERE "refunds"."order_id" = "orders"."id";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "centre_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "kind" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "request_key" text;--> statement-breakpoint
CREATE INDEX "refunds_centre_idx" ON "refunds" USING btree ("centre_id","status","applied_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_request_once" ON "refunds" USING btree ("order_id","request_key");
