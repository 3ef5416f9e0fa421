ALTER TABLE "bet_legs" ADD COLUMN "starting_price" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bet_legs" ADD COLUMN "starting_price_decimal" double precision;--> statement-breakpoint
ALTER TABLE "outcomes" ADD COLUMN "starting_price_only" boolean DEFAULT false NOT NULL;