// @module-tag engine: runs on PostgreSQL too (docs/decisions/test-budget.md).
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { bets, marketResults, players } from '../../db/schema.ts';
import { buildTestApp, tempDir, TEST_NOW } from '../../test/build-test-app.ts';
import { ledgerOf } from '../../test/betslip.ts';
import { settleMarket } from './settlement-service.ts';
import { insertOpenBets, resultOf, winsOf } from '../../test/settlement.ts';

/*
 * Reliability of settlement (issue 7 part 5): a result delivered twice credits once; a restart in
 * the middle of settling 1,000 bets leaves every bet settled exactly once. Runs on PGlite (a data
 * folder, so a second app opens the same database) and, in the server-pg project, on PostgreSQL.
 */
const OVER_45 = 1010701;
const UNDER_45 = 1010702;
const MARKET = 10107;
const DOUBLE_CHANCE = [1010201, 1010202, 1010203];

const base = process.env.DATABASE_URL;
const folder = tempDir('sb-settle-');
const databases: string[] = [];
const apps: FastifyInstance[] = [];

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** One database both apps of a test open: a PGlite folder, or a PostgreSQL database of its own. */
async function sharedDatabase(): Promise<{ dataDir?: string; databaseUrl?: string }> {
  if (!base) return { dataDir: folder.path };
  const name = `sb_settle_${process.pid}_${Date.now()}`;
  await admin(`create database "${name}"`);
  databases.push(name);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString() };
}

async function start(database: { dataDir?: string; databaseUrl?: string }) {
  const app = await buildTestApp(database);
  apps.push(app);
  return app;
}

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  for (const name of databases) await admin(`drop database if exists "${name}" with (force)`);
  folder.remove();
});

async function playersByName(app: FastifyInstance, names: string[]) {
  return app.db
    .select({ id: players.id, currency: players.currency, username: players.username })
    .from(players)
    .where(inArray(players.username, names));
}

describe('settlement is exactly once', () => {
  let app: FastifyInstance;

  it('credits once when the same result reaches several receivers at once and again later', async () => {
    app = await buildTestApp();
    apps.push(app);
    const [demo] = await playersByName(app, ['demo']);
    const ids = await insertOpenBets(
      app.db,
      demo!,
      DOUBLE_CHANCE.map((outcomeId, i) => ({
        unitStakeUnits: 100 * (i + 1),
        legs: [{ outcomeId, marketId: 10102, price: 1.5 }],
      })),
      TEST_NOW,
    );
    const before = await ledgerOf(app, demo!.id);
    const result = resultOf(10102, { [DOUBLE_CHANCE[0]!]: 'won', [DOUBLE_CHANCE[1]!]: 'won' });
    // Past this process's de-duplication: as several processes would, each on its own.
    const deps = { db: app.db, clock: () => TEST_NOW };
    await Promise.all([
      settleMarket(deps, result),
      settleMarket(deps, result),
      app.settlement.settle(result),
      settleMarket(deps, structuredClone(result)),
    ]);
    await settleMarket(deps, result);
    await app.settlement.resume();
    const wins = await winsOf(app.db, demo!.id);
    expect([...wins.entries()].sort(([a], [b]) => a - b)).toEqual([
      [ids[0], { rows: 1, amount: 150 }],
      [ids[1], { rows: 1, amount: 300 }],
    ]);
    const after = await ledgerOf(app, demo!.id);
    expect(after.sum - before.sum).toBe(450);
    expect(after.rows - before.rows).toBe(2);
  });

  it('finishes 1,000 bets after a restart in the middle of settling them, each settled once', async () => {
    const database = await sharedDatabase();
    const first = await start(database);
    const bettors = await playersByName(first, ['demo', 'terms', 'empty', 'vnd']);
    expect(bettors).toHaveLength(4);
    const ledgerUnit = (currency: string) => (currency === 'VND' ? 1000 : 1);
    const expected = new Map<number, { playerId: number; credit: number }>();
    const before = new Map<number, number>();
    for (const bettor of bettors) before.set(bettor.id, (await ledgerOf(first, bettor.id)).sum);
    // 1,000 singles: every other one on Over 4.5 (won at 5.0), the rest on Under 4.5 (lost).
    for (let chunk = 0; chunk < 10; chunk++) {
      const bettor = bettors[chunk % bettors.length]!;
      // VND: a whole wire amount (its ledger counts thousandths).
      const stake = (i: number) => (1 + (i % 7)) * 100 * ledgerUnit(bettor.currency);
      const lines = Array.from({ length: 100 }, (_, i) => ({
        unitStakeUnits: stake(i),
        legs: [
          { outcomeId: i % 2 === 0 ? OVER_45 : UNDER_45, marketId: MARKET, price: i % 2 === 0 ? 5 : 1.15 },
        ],
      }));
      const ids = await insertOpenBets(first.db, bettor, lines, TEST_NOW);
      ids.forEach((id, i) => {
        if (i % 2 === 0) expected.set(id, { playerId: bettor.id, credit: stake(i) * 5 });
      });
    }

    let settled = 0;
    let closing: Promise<void> | undefined;
    const report = await first.settlement.settle(resultOf(MARKET, { [OVER_45]: 'won', [UNDER_45]: 'lost' }), {
      onBet: () => {
        // The process goes down after 300 bets: its run stops between two bets.
        if (++settled === 300) closing = first.close();
      },
    });
    await closing;
    expect(report.done).toBe(false);
    expect(report.bets).toBeGreaterThanOrEqual(300);
    expect(report.bets).toBeLessThan(1000);

    const second = await start(database);
    await second.settlement.resume();
    const rows = await second.db
      .select()
      .from(bets)
      .where(inArray(bets.playerId, [...before.keys()]));
    expect(rows.filter((b) => b.status === 'OPEN')).toEqual([]);
    expect(rows.filter((b) => b.status === 'WON')).toHaveLength(500);
    expect(rows.filter((b) => b.status === 'LOST')).toHaveLength(500);
    const wins = await winsOf(second.db);
    for (const [betId, { credit }] of expected) expect(wins.get(betId)).toEqual({ rows: 1, amount: credit });
    expect([...wins.keys()].filter((id) => !expected.has(id))).toEqual([]);
    for (const bettor of bettors) {
      const credited = [...expected.values()]
        .filter((e) => e.playerId === bettor.id)
        .reduce((sum, e) => sum + e.credit, 0);
      const ledger = await ledgerOf(second, bettor.id);
      expect(ledger.sum).toBe(before.get(bettor.id)! + credited);
      expect(ledger.last).toBe(ledger.sum);
    }
    const [market] = await second.db.select().from(marketResults).where(eq(marketResults.marketId, MARKET));
    expect(market!.settledAt).not.toBeNull();
  });
});
