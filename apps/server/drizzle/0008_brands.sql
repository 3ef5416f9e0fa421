CREATE TABLE "brands" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"portal_id" text NOT NULL,
	"hosts" jsonb NOT NULL,
	"order_no" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "brand" text DEFAULT 'sportsbook' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" DROP CONSTRAINT "settings_pkey";--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_brand_channel_pk" PRIMARY KEY("brand","channel");--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "brand" text DEFAULT 'sportsbook' NOT NULL;
