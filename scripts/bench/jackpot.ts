/**
 * Jackpot settlement (issue 44 part 5): how long the result that decides a pool of 10,000 entries
 * takes to settle it. The work runs in a process of its own (apps/server/bench/jackpot-bench.ts: the
 * app on a fresh database with the demo catalogue, the weekend pool, the entries, the results), on
 * PGlite, and on PostgreSQL when BENCH_DATABASE_URL is set (a fresh database, then dropped).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';

const root = join(import.meta.dirname, '..', '..');

export interface JackpotFigures {
  entries: number;
  winners: number;
  seconds: number;
  driver: string;
  /** Settled, no entry open, the ledger credited exactly the winners' returns, the stakes all counted. */
  ok: boolean;
}

function run(env: Record<string, string>): Promise<JackpotFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', ['--import', 'tsx', 'apps/server/bench/jackpot-bench.ts'], {
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
        .findLast((l) => l.startsWith('{"entries"'));
      if (code !== 0 || !line) reject(new Error(`jackpot bench exited ${code}: ${out.slice(-500)}`));
      else resolve(JSON.parse(line) as JackpotFigures);
    });
  });
}

export function jackpotOnPglite(): Promise<JackpotFigures> {
  return run({});
}

/** On PostgreSQL when BENCH_DATABASE_URL is set; undefined otherwise. */
export async function jackpotOnPostgres(): Promise<JackpotFigures | undefined> {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) return undefined;
  const name = `sb_bench_jackpot_${Date.now()}`;
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
