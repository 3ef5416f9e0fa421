ALTER TABLE "bet_slips" ADD COLUMN "origin_id" text DEFAULT '11' NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "extra_winnings_percent" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "odds_margins" ADD COLUMN "brand" text DEFAULT 'sportsbook' NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "excluded_from_promotions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "partner_matrix_affiliate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "risk_group" boolean DEFAULT false NOT NULL;