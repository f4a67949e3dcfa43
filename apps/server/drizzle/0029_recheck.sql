ALTER TABLE "notice_settings" ADD COLUMN "recheck" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "project_ids" jsonb;