/**
 * A server bench of apps/server/bench run in a process of its own (the app on a fresh database),
 * read back from the one JSON line it prints: on PGlite, or on a fresh PostgreSQL database made in
 * BENCH_DATABASE_URL and dropped after.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

const root = join(import.meta.dirname, '..', '..');

/**
 * Runs `script` (under apps/server/bench) with the server's own Node flags, as `npm start` runs the
 * code it times, and answers its last line starting with `{"<firstKey>"`.
 */
export function runServerBench<T>(
  script: string,
  firstKey: string,
  env: Record<string, string> = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [...SERVER_NODE_FLAGS, '--import', 'tsx', `apps/server/bench/${script}`], {
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
        .findLast((l) => l.startsWith(`{"${firstKey}"`));
      if (code !== 0 || !line) reject(new Error(`${script} exited ${code}: ${out.slice(-500)}`));
      else resolve(JSON.parse(line) as T);
    });
  });
}

/** The same on a fresh database of BENCH_DATABASE_URL's PostgreSQL; undefined when it is not set. */
export async function runServerBenchOnPostgres<T>(script: string, firstKey: string): Promise<T | undefined> {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) return undefined;
  const name = `sb_bench_${script.replace(/\W/g, '_')}_${Date.now()}`;
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
    return await runServerBench<T>(script, firstKey, { DATABASE_URL: url.toString() });
  } finally {
    await admin(`drop database if exists "${name}" with (force)`);
  }
}
