CREATE TABLE "medical_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"centre_id" text NOT NULL,
	"card_no" text NOT NULL,
	"kind" text NOT NULL,
	"patient_name" text NOT NULL,
	"id_card_no" text NOT NULL,
	"phone" text NOT NULL,
	"patient_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_cards" DROP CONSTRAINT "exam_cards_balance_positive";--> statement-breakpoint
ALTER TABLE "exam_card_ledger" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_card_ledger" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_cards" ADD COLUMN "name" text DEFAULT '电子体检卡' NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_cards" ADD COLUMN "centre_id" text;--> statement-breakpoint
ALTER TABLE "medical_cards" ADD CONSTRAINT "medical_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_cards" ADD CONSTRAINT "medical_cards_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "medical_cards_centre_no" ON "medical_cards" USING btree ("centre_id","card_no");--> statement-breakpoint
CREATE INDEX "medical_cards_user_idx" ON "medical_cards" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "exam_cards" ADD CONSTRAINT "exam_cards_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The stored balance becomes the ledger's sum: what was put on each card is its balance less the
-- movements already recorded (debits negative, refunds positive), written as the card's issue row.
INSERT INTO "exam_card_ledger" ("card_id", "order_id", "amount", "reason", "note", "at")
SELECT c."id", NULL, c."balance" - COALESCE((SELECT SUM(l."amount") FROM "exam_card_ledger" l WHERE l."card_id" = c."id"), 0), 'issue', '开卡充值', c."created_at"
FROM "exam_cards" c;--> statement-breakpoint
ALTER TABLE "exam_cards" DROP COLUMN "balance";