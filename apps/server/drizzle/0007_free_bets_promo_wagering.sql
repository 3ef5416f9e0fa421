CREATE TABLE "free_bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"min_odds" double precision NOT NULL,
	"line_kinds" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reference" text NOT NULL,
	"used_by_slip_id" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "free_bets_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "free_bet_id" integer;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "wagering_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "free_bets" ADD CONSTRAINT "free_bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "free_bets_player_idx" ON "free_bets" USING btree ("player_id","expires_at");