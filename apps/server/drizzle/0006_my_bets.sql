CREATE TABLE "cash_outs" (
	"id" serial PRIMARY KEY NOT NULL,
	"bet_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"offered_minor" bigint NOT NULL,
	"amount_minor" bigint,
	"status" text NOT NULL,
	"reason" text,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_results" (
	"market_id" integer PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"outcomes" jsonb NOT NULL,
	"resulted_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bet_legs" ADD COLUMN "place_terms" jsonb;--> statement-breakpoint
ALTER TABLE "bet_legs" ADD COLUMN "dead_heat_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bet_legs" ADD COLUMN "result" text DEFAULT 'OPEN' NOT NULL;--> statement-breakpoint
ALTER TABLE "bet_legs" ADD COLUMN "dead_heat_num" integer;--> statement-breakpoint
ALTER TABLE "bet_legs" ADD COLUMN "dead_heat_den" integer;--> statement-breakpoint
ALTER TABLE "bet_legs" ADD COLUMN "place_dead_heat_num" integer;--> statement-breakpoint
ALTER TABLE "bet_legs" ADD COLUMN "place_dead_heat_den" integer;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "cashed_out_stake_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "cashed_out_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "returns_minor" numeric;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cash_outs" ADD CONSTRAINT "cash_outs_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_outs" ADD CONSTRAINT "cash_outs_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_outs_player_request_idx" ON "cash_outs" USING btree ("player_id","request_id");--> statement-breakpoint
CREATE INDEX "cash_outs_bet_idx" ON "cash_outs" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "market_results_unsettled_idx" ON "market_results" USING btree ("settled_at");--> statement-breakpoint
CREATE INDEX "bet_legs_market_idx" ON "bet_legs" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "bets_player_status_idx" ON "bets" USING btree ("player_id","status");--> statement-breakpoint
CREATE INDEX "bets_player_settled_idx" ON "bets" USING btree ("player_id","settled_at");--> statement-breakpoint
-- Before settlement existed, a VOID bet was one an in-play re-check refused.
UPDATE "bets" SET "status" = 'REFUSED' WHERE "status" = 'VOID';
