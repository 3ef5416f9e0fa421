ALTER TABLE "wallet_ledger" RENAME COLUMN "amount_minor" TO "amount_units";--> statement-breakpoint
ALTER TABLE "wallet_ledger" RENAME COLUMN "balance_after_minor" TO "balance_after_units";--> statement-breakpoint
ALTER TABLE "wallet_ledger" RENAME COLUMN "wagering_minor" TO "wagering_units";--> statement-breakpoint
ALTER TABLE "free_bets" RENAME COLUMN "amount_minor" TO "amount_units";--> statement-breakpoint
ALTER TABLE "bet_slips" RENAME COLUMN "total_stake_minor" TO "total_stake_units";--> statement-breakpoint
ALTER TABLE "bet_slips" RENAME COLUMN "potential_returns_minor" TO "potential_returns_units";--> statement-breakpoint
ALTER TABLE "bets" RENAME COLUMN "unit_stake_minor" TO "unit_stake_units";--> statement-breakpoint
ALTER TABLE "bets" RENAME COLUMN "total_stake_minor" TO "total_stake_units";--> statement-breakpoint
ALTER TABLE "bets" RENAME COLUMN "potential_returns_minor" TO "potential_returns_units";--> statement-breakpoint
ALTER TABLE "bets" RENAME COLUMN "cashed_out_stake_minor" TO "cashed_out_stake_units";--> statement-breakpoint
ALTER TABLE "bets" RENAME COLUMN "cashed_out_minor" TO "cashed_out_units";--> statement-breakpoint
ALTER TABLE "bets" RENAME COLUMN "returns_minor" TO "returns_units";--> statement-breakpoint
ALTER TABLE "cash_outs" RENAME COLUMN "stake_minor" TO "stake_units";--> statement-breakpoint
ALTER TABLE "cash_outs" RENAME COLUMN "offered_minor" TO "offered_units";--> statement-breakpoint
ALTER TABLE "cash_outs" RENAME COLUMN "amount_minor" TO "amount_units";
