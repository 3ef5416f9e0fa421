CREATE TABLE "jackpot_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"uuid" text NOT NULL,
	"request_hash" text NOT NULL,
	"origin_id" text NOT NULL,
	"picks" jsonb NOT NULL,
	"lines" integer NOT NULL,
	"cost_units" bigint NOT NULL,
	"status" text NOT NULL,
	"returns_units" bigint DEFAULT 0 NOT NULL,
	"best_wrong" integer,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jackpot_matches" (
	"pool_id" integer NOT NULL,
	"ordinal" integer NOT NULL,
	"reserve" boolean NOT NULL,
	"event_id" integer NOT NULL,
	"event_description" text NOT NULL,
	"slug" text NOT NULL,
	"league_description" text NOT NULL,
	"event_date" timestamp with time zone NOT NULL,
	"market_id" integer NOT NULL,
	"market_description" text NOT NULL,
	"period_description" text NOT NULL,
	"period_id" integer NOT NULL,
	"outcomes" jsonb NOT NULL,
	CONSTRAINT "jackpot_matches_pool_id_ordinal_pk" PRIMARY KEY("pool_id","ordinal")
);
--> statement-breakpoint
CREATE TABLE "jackpot_pools" (
	"id" serial PRIMARY KEY NOT NULL,
	"series" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"unit_stake_units" bigint NOT NULL,
	"guarantee_units" bigint NOT NULL,
	"rollover_in_units" bigint NOT NULL,
	"rules" jsonb NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"prizes" jsonb,
	"rollover_to_pool_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jackpot_retail_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"picks" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jackpot_entries" ADD CONSTRAINT "jackpot_entries_pool_id_jackpot_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."jackpot_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_entries" ADD CONSTRAINT "jackpot_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_matches" ADD CONSTRAINT "jackpot_matches_pool_id_jackpot_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."jackpot_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_retail_codes" ADD CONSTRAINT "jackpot_retail_codes_pool_id_jackpot_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."jackpot_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_entries_player_uuid_idx" ON "jackpot_entries" USING btree ("player_id","uuid");--> statement-breakpoint
CREATE INDEX "jackpot_entries_pool_idx" ON "jackpot_entries" USING btree ("pool_id","status");--> statement-breakpoint
CREATE INDEX "jackpot_entries_player_idx" ON "jackpot_entries" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "jackpot_matches_market_idx" ON "jackpot_matches" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "jackpot_pools_series_idx" ON "jackpot_pools" USING btree ("series","currency","closes_at");