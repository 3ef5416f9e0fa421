/**
 * Settlement throughput (issue 7 part 6): bets settled per second when a market with 10,000 open
 * bets is resulted. The work runs in a process of its own
 * (apps/server/bench/settlement-bench.ts: the app on a fresh database, the bets
 * written with their stakes through the ledger, the market resulted, the service timed), on PGlite,
 * and on PostgreSQL when BENCH_DATABASE_URL is set (a fresh database created in it, then dropped).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';

const root = join(import.meta.dirname, '..', '..');

export interface SettlementFigures {
  bets: number;
  seconds: number;
  perSecond: number;
  driver: string;
  /** Every bet settled, nothing open, and the ledger credited exactly what the winners won. */
  ok: boolean;
}

function run(env: Record<string, string>): Promise<SettlementFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', ['--import', 'tsx', 'apps/server/bench/settlement-bench.ts'], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = out
        .trim()
        .split('\n')
        .findLast((l) => l.startsWith('{"bets"'));
      if (code !== 0 || !line) reject(new Error(`settlement bench exited ${code}: ${out.slice(-500)}`));
      else resolve(JSON.parse(line) as SettlementFigures);
    });
  });
}

export function settlementOnPglite(): Promise<SettlementFigures> {
  return run({});
}

/** On PostgreSQL when BENCH_DATABASE_URL is set; undefined otherwise. */
export async function settlementOnPostgres(): Promise<SettlementFigures | undefined> {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) return undefined;
  const name = `sb_bench_settle_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database "${name}"`);
  try {
    const url = new URL(base);
    url.pathname = `/${name}`;
    return await run({ DATABASE_URL: url.toString() });
  } finally {
    await admin(`drop database if exists "${name}" with (force)`);
  }
}
