/**
 * Settlement throughput (issue 7 part 6): bets settled per second when a market with 10,000 open
 * bets is resulted. The work runs in a process of its own
 * (apps/server/bench/settlement-bench.ts: the app on a fresh database, the bets
 * written with their stakes through the ledger, the market resulted, the service timed), on PGlite,
 * and on PostgreSQL (issue 50 part 2: 10,000 and 100,000 bets): BENCH_DATABASE_URL's, else a
 * throw-away cluster as the placement figure uses (betslip.ts benchPostgres), a fresh database each.
 */
import { benchPostgres } from './betslip.ts';
import { runServerBench } from './server-bench-process.ts';

export interface SettlementFigures {
  bets: number;
  seconds: number;
  perSecond: number;
  driver: string;
  /** Every bet settled, nothing open, and the ledger credited exactly what the winners won. */
  ok: boolean;
  /** The longest placement of one of the market's bettors while it settled, and before it (ms). */
  placementMaxMs: number;
  placementBaselineMaxMs: number;
  placementsDuring: number;
}

export function settlementOnPglite(): Promise<SettlementFigures> {
  return runServerBench<SettlementFigures>('settlement-bench.ts', 'bets');
}

/** A market of `bets` open bets on PostgreSQL, or why it was skipped. */
export async function settlementOnPostgres(bets: number): Promise<SettlementFigures | { skipped: string }> {
  const database = await benchPostgres();
  if ('skipped' in database) return database;
  try {
    return await runServerBench<SettlementFigures>('settlement-bench.ts', 'bets', {
      DATABASE_URL: database.url,
      BENCH_SETTLE_BETS: String(bets),
    });
  } finally {
    await database.stop();
  }
}
