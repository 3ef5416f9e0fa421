CREATE TABLE "bet_legs" (
	"bet_id" integer NOT NULL,
	"outcome_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"price" double precision NOT NULL,
	"outcome_description" text NOT NULL,
	"market_description" text NOT NULL,
	"event_description" text NOT NULL,
	"banker" boolean DEFAULT false NOT NULL,
	CONSTRAINT "bet_legs_bet_id_outcome_id_pk" PRIMARY KEY("bet_id","outcome_id")
);
--> statement-breakpoint
CREATE TABLE "bet_slips" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"uuid" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"rejection_code" text,
	"currency" text NOT NULL,
	"total_stake_minor" bigint NOT NULL,
	"potential_returns_minor" numeric NOT NULL,
	"delay_seconds" integer NOT NULL,
	"accept_at" timestamp with time zone,
	"model" jsonb NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"bet_slip_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"ref" text NOT NULL,
	"kind" text NOT NULL,
	"bet_type_id" integer NOT NULL,
	"description" text NOT NULL,
	"no_of_bets" integer NOT NULL,
	"each_way" boolean NOT NULL,
	"unit_stake_minor" bigint NOT NULL,
	"total_stake_minor" bigint NOT NULL,
	"price" double precision,
	"potential_returns_minor" numeric NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retail_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"model" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bet_legs" ADD CONSTRAINT "bet_legs_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_slips" ADD CONSTRAINT "bet_slips_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_bet_slip_id_bet_slips_id_fk" FOREIGN KEY ("bet_slip_id") REFERENCES "public"."bet_slips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_legs_outcome_idx" ON "bet_legs" USING btree ("outcome_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bet_slips_player_uuid_idx" ON "bet_slips" USING btree ("player_id","uuid");--> statement-breakpoint
CREATE INDEX "bet_slips_pending_idx" ON "bet_slips" USING btree ("status","accept_at");--> statement-breakpoint
CREATE INDEX "bets_player_idx" ON "bets" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "bets_slip_idx" ON "bets" USING btree ("bet_slip_id");