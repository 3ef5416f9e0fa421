CREATE TABLE "game_launch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"currency" text NOT NULL,
	"game_code" text NOT NULL,
	"section_id" text NOT NULL,
	"lobby_origin" text NOT NULL,
	"locale" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"currency" text NOT NULL,
	"game_code" text NOT NULL,
	"section_id" text NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_transactions" (
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"session_id" text NOT NULL,
	"player_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount_units" bigint NOT NULL,
	"status" text NOT NULL,
	"rolled_back_transaction_id" text,
	"ledger_reference" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_transactions_provider_transaction_id_pk" PRIMARY KEY("provider","transaction_id")
);
--> statement-breakpoint
CREATE TABLE "provider_bets" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"game_code" text NOT NULL,
	"round_id" text NOT NULL,
	"selection" text NOT NULL,
	"stake" numeric(20, 2) NOT NULL,
	"price" double precision NOT NULL,
	"status" text NOT NULL,
	"payout" numeric(20, 2),
	"settles_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"operator_session_id" text NOT NULL,
	"player_ref" text NOT NULL,
	"currency" text NOT NULL,
	"game_code" text NOT NULL,
	"lobby_origin" text NOT NULL,
	"locale" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "third_party_accounts" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD CONSTRAINT "game_launch_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_bets" ADD CONSTRAINT "provider_bets_session_id_provider_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."provider_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_transactions_round_idx" ON "game_transactions" USING btree ("provider","round_id");--> statement-breakpoint
CREATE INDEX "provider_bets_due_idx" ON "provider_bets" USING btree ("status","settles_at");