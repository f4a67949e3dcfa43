ALTER TABLE "payments" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "action" jsonb;