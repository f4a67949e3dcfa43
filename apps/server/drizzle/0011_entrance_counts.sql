CREATE INDEX "orders_centre_idx" ON "orders" USING btree ("sys_center_id","status");--> statement-breakpoint
CREATE INDEX "questionnaire_instances_centre_idx" ON "questionnaire_instances" USING btree ("sys_center_id");--> statement-breakpoint
ALTER TABLE "visit_stats" DROP COLUMN "bookings";--> statement-breakpoint
ALTER TABLE "visit_stats" DROP COLUMN "assessments";--> statement-breakpoint
ALTER TABLE "visit_stats" DROP COLUMN "consultations";