CREATE TABLE "coupon_group_coupons" (
	"coupon_group_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"order_no" integer NOT NULL,
	CONSTRAINT "coupon_group_coupons_coupon_group_id_coupon_id_pk" PRIMARY KEY("coupon_group_id","coupon_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sport_id" integer NOT NULL,
	"coupon_type" text NOT NULL,
	"event_path_ids" integer[] NOT NULL,
	"market_type_ids" integer[] NOT NULL,
	"hours" integer
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"iso_code" text PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"precision" integer NOT NULL,
	"order_no" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"locale" text NOT NULL,
	"external_locale" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "odds_margins" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_margin_type" text NOT NULL,
	"league_id" integer,
	"market_type_id" integer,
	"outcome_id" integer,
	"event_id" integer,
	"market_id" integer,
	"margin" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"channel" text PRIMARY KEY NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submenus" (
	"id" integer PRIMARY KEY NOT NULL,
	"submenu_links" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tabs" (
	"section_name" text PRIMARY KEY NOT NULL,
	"order_no" integer NOT NULL,
	"submenu_items" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "top_sports" (
	"sport_id" integer PRIMARY KEY NOT NULL,
	"order_no" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "markets_event_idx";--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "player_name" text;--> statement-breakpoint
ALTER TABLE "markets" ADD COLUMN "team_name" text;--> statement-breakpoint
ALTER TABLE "outcomes" ADD COLUMN "optional_opponent_id" integer;--> statement-breakpoint
ALTER TABLE "outcomes" ADD COLUMN "team_id" integer;--> statement-breakpoint
ALTER TABLE "outcomes" ADD COLUMN "extra_key1" text;--> statement-breakpoint
ALTER TABLE "outcomes" ADD COLUMN "extra_key2" text;--> statement-breakpoint
ALTER TABLE "coupon_group_coupons" ADD CONSTRAINT "coupon_group_coupons_coupon_group_id_coupon_groups_id_fk" FOREIGN KEY ("coupon_group_id") REFERENCES "public"."coupon_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_group_coupons" ADD CONSTRAINT "coupon_group_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcomes" ADD CONSTRAINT "outcomes_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "markets_event_type_idx" ON "markets" USING btree ("event_id","market_type_id");--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "market_count";