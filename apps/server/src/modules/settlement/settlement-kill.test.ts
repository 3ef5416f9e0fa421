// @module-tag engine: runs on PostgreSQL only (a process killed with SIGKILL needs a database of its own).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bets, players } from '../../db/schema.ts';
import { buildTestApp, freshPostgresDatabase, TEST_NOW } from '../../test/build-test-app.ts';
import { insertOpenBets, resultOf, winsOf } from '../../test/settlement.ts';

/*
 * Issue 50 part 2: a settlement killed with SIGKILL in the middle of a market (no shutdown, no
 * abort: the process is gone between two statements) leaves whole pages or nothing, and a second
 * run credits every bet exactly once.
 */
// The server-pg project's PostgreSQL (vitest.config.ts): the PGlite project skips it rather than run it twice.
const databaseBase = process.env.DATABASE_URL;
const MARKET = 10107;
const [OVER_45, UNDER_45] = [1010701, 1010702];
const BETS = 2000;

describe.skipIf(!databaseBase)('settlement killed with SIGKILL halfway', () => {
  let url: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    url = await freshPostgresDatabase(databaseBase!);
    app = await buildTestApp({ databaseUrl: url });
  });
  afterAll(() => app?.close());

  it('credits every bet exactly once after the kill and a second run', async () => {
    const [bettor] = await app.db
      .select({ id: players.id, currency: players.currency })
      .from(players)
      .where(sql`${players.username} = 'demo'`);
    const lines = Array.from({ length: BETS }, (_, i) => ({
      unitStakeUnits: 100,
      legs: [
        { outcomeId: i % 2 === 0 ? OVER_45 : UNDER_45, marketId: MARKET, price: i % 2 === 0 ? 5 : 1.15 },
      ],
    }));
    const ids = await insertOpenBets(app.db, bettor!, lines, TEST_NOW);
    const result = resultOf(MARKET, { [OVER_45]: 'won', [UNDER_45]: 'lost' });
    const settledCount = async () => {
      const [row] = await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(bets)
        .where(sql`${inArray(bets.id, ids)} and ${bets.status} <> 'OPEN'`);
      return row?.n ?? 0;
    };

    const child = spawn(
      'node',
      ['--import', 'tsx', join(import.meta.dirname, '../../test/settle-market-child.ts')],
      {
        env: { ...process.env, DATABASE_URL: url, MARKET_RESULT: JSON.stringify(result) },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.once('exit', (_code, signal) => resolve(signal)),
    );
    // Killed as soon as some pages are in: never at a shutdown's convenient point.
    let atKill = 0;
    while (child.exitCode === null && (atKill = await settledCount()) < 100)
      await new Promise((r) => setTimeout(r, 10));
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(atKill).toBeGreaterThan(0);
    expect(await settledCount()).toBeLessThan(BETS);

    await app.settlement.resume();
    expect(await settledCount()).toBe(BETS);
    const wins = await winsOf(app.db, bettor!.id);
    const won = ids.filter((_, i) => i % 2 === 0);
    for (const id of won) expect(wins.get(id)).toEqual({ rows: 1, amount: 500 });
    expect([...wins.keys()].filter((id) => ids.includes(id) && !won.includes(id))).toEqual([]);
  }, 60_000);
});
