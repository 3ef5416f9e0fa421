CREATE TABLE "cms_documents" (
	"key" text PRIMARY KEY NOT NULL,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_paths" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"sport_id" integer NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"slug" text NOT NULL,
	"code" text,
	"order_no" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"sport_code" text NOT NULL,
	"event_type" text NOT NULL,
	"event_date" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"slug" text NOT NULL,
	"feed_code" text NOT NULL,
	"live_streaming" boolean NOT NULL,
	"is_finished" boolean NOT NULL,
	"event_paths" jsonb NOT NULL,
	"opponents" jsonb NOT NULL,
	"market_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" integer PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"feed_code" text NOT NULL,
	"status" text NOT NULL,
	"market_type_id" integer NOT NULL,
	"market_group_id" integer NOT NULL,
	"style" text NOT NULL,
	"ordinal_position" integer NOT NULL,
	"period" jsonb NOT NULL,
	"instance" integer NOT NULL,
	"description" text NOT NULL,
	"cutoff_time" timestamp with time zone NOT NULL,
	"opponent_id" integer,
	"long_term_suspended" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outcomes" (
	"id" integer PRIMARY KEY NOT NULL,
	"market_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"description" text NOT NULL,
	"ordinal_position" integer NOT NULL,
	"opponent_id" integer,
	"hidden" boolean NOT NULL,
	"price" double precision NOT NULL,
	"spread" double precision,
	"spread2" double precision
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sport_group" text NOT NULL,
	"order_no" integer NOT NULL,
	CONSTRAINT "sports_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE INDEX "event_paths_parent_idx" ON "event_paths" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("event_date","id");--> statement-breakpoint
CREATE INDEX "events_sport_idx" ON "events" USING btree ("sport_id","event_date");--> statement-breakpoint
CREATE INDEX "events_league_idx" ON "events" USING btree ("league_id","event_date");--> statement-breakpoint
CREATE INDEX "events_country_idx" ON "events" USING btree ("country_id","event_date");--> statement-breakpoint
CREATE INDEX "markets_event_idx" ON "markets" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "outcomes_event_idx" ON "outcomes" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "outcomes_market_idx" ON "outcomes" USING btree ("market_id");