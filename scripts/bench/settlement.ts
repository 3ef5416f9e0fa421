/**
 * Settlement throughput (issue 7 part 6): bets settled per second when a market with 10,000 open
 * bets is resulted. The work runs in a process of its own
 * (apps/server/bench/settlement-bench.ts: the app on a fresh database, the bets
 * written with their stakes through the ledger, the market resulted, the service timed), on PGlite,
 * and on PostgreSQL when BENCH_DATABASE_URL is set (a fresh database created in it, then dropped).
 */
import { runServerBench, runServerBenchOnPostgres } from './server-bench-process.ts';

export interface SettlementFigures {
  bets: number;
  seconds: number;
  perSecond: number;
  driver: string;
  /** Every bet settled, nothing open, and the ledger credited exactly what the winners won. */
  ok: boolean;
}

export function settlementOnPglite(): Promise<SettlementFigures> {
  return runServerBench<SettlementFigures>('settlement-bench.ts', 'bets');
}

/** On PostgreSQL when BENCH_DATABASE_URL is set; undefined otherwise. */
export function settlementOnPostgres(): Promise<SettlementFigures | undefined> {
  return runServerBenchOnPostgres<SettlementFigures>('settlement-bench.ts', 'bets');
}
