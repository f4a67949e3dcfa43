CREATE TABLE "partner_link_uses" (
	"link_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
