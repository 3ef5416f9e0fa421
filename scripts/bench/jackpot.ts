/**
 * Jackpot settlement (issue 44 part 5): how long the result that decides a pool of 10,000 entries
 * takes to settle it. The work runs in a process of its own (apps/server/bench/jackpot-bench.ts: the
 * app on a fresh database with the demo catalogue, the weekend pool, the entries, the results), on
 * PGlite, and on PostgreSQL when BENCH_DATABASE_URL is set (a fresh database, then dropped).
 */
import { runServerBench, runServerBenchOnPostgres } from './server-bench-process.ts';

export interface JackpotFigures {
  entries: number;
  winners: number;
  seconds: number;
  driver: string;
  /** Settled, no entry open, the ledger credited exactly the winners' returns, the stakes all counted. */
  ok: boolean;
}

export function jackpotOnPglite(): Promise<JackpotFigures> {
  return runServerBench<JackpotFigures>('jackpot-bench.ts', 'entries');
}

/** On PostgreSQL when BENCH_DATABASE_URL is set; undefined otherwise. */
export function jackpotOnPostgres(): Promise<JackpotFigures | undefined> {
  return runServerBenchOnPostgres<JackpotFigures>('jackpot-bench.ts', 'entries');
}
