// @module-tag engine: runs on PostgreSQL too (docs/decisions/test-budget.md).
import type { MarketResult } from '@sb/contract';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bets, players } from '../../db/schema.ts';
import { buildTestApp, freshPostgresDatabase, TEST_NOW } from '../../test/build-test-app.ts';
import { ledgerOf } from '../../test/betslip.ts';
import { insertOpenBets, resultOf, winsOf } from '../../test/settlement.ts';

/**
 * Two server processes on one PostgreSQL database (and one Redis, as in production) both receive
 * the same result: every bet is settled and credited once. Runs where CI gives PostgreSQL and Redis
 * (TEST_DATABASE_URL, TEST_REDIS_URL).
 */
const databaseBase = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!databaseBase || !redisUrl)('settlement through two processes on one database', () => {
  const name = `sb_two_settle_${process.pid}_${Date.now()}`;
  const channel = `sb:feed:test:${name}`;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    const url = await freshPostgresDatabase(databaseBase!);
    const shared = { databaseUrl: url, redisUrl };
    first = await buildTestApp(shared, { feed: { timers: false, seed: 1, redisChannel: channel } });
    second = await buildTestApp(shared, { feed: { timers: false, seed: 2, redisChannel: channel } });
  });

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  /** 200 singles over two players on the market: even ones on `winner` (at 2.0), odd ones lose. */
  async function openBets(marketId: number, winner: number, loser: number) {
    const bettors = await first.db
      .select({ id: players.id, currency: players.currency })
      .from(players)
      .where(inArray(players.username, ['demo', 'terms']));
    const expected = new Map<number, number>();
    const before = new Map<number, number>();
    for (const bettor of bettors) {
      before.set(bettor.id, (await ledgerOf(first, bettor.id)).sum);
      const ids = await insertOpenBets(
        first.db,
        bettor,
        Array.from({ length: 100 }, (_, i) => ({
          unitStakeUnits: 100 + i,
          legs: [{ outcomeId: i % 2 === 0 ? winner : loser, marketId, price: 2 }],
        })),
        TEST_NOW,
      );
      ids.forEach((id, i) => i % 2 === 0 && expected.set(id, (100 + i) * 2));
    }
    return { bettors, expected, before };
  }

  async function expectCreditedOnce(setup: Awaited<ReturnType<typeof openBets>>) {
    const wins = await winsOf(first.db);
    for (const [betId, amount] of setup.expected) expect(wins.get(betId)).toEqual({ rows: 1, amount });
    const rows = await first.db
      .select()
      .from(bets)
      .where(inArray(bets.id, [...setup.expected.keys()]));
    expect(rows.every((b) => b.status === 'WON')).toBe(true);
    for (const bettor of setup.bettors) {
      const ledger = await ledgerOf(second, bettor.id);
      expect(ledger.last).toBe(ledger.sum);
      const credited = [...setup.expected.entries()]
        .filter(([id]) => rows.find((b) => b.id === id)?.playerId === bettor.id)
        .reduce((sum, [, amount]) => sum + amount, 0);
      expect(ledger.sum - setup.before.get(bettor.id)!).toBe(credited);
    }
  }

  it('credits once when both processes settle the same result at the same moment', async () => {
    const setup = await openBets(10105, 1010501, 1010502);
    const result = resultOf(10105, { 1010501: 'won', 1010502: 'lost' });
    const reports = await Promise.all([first.settlement.settle(result), second.settlement.settle(result)]);
    expect(reports.map((r) => r.decided).reduce((a, b) => a + b, 0)).toBe(200);
    await expectCreditedOnce(setup);
  });

  it('credits once when a result published on one process reaches both through Redis', async () => {
    const setup = await openBets(10106, 1010601, 1010602);
    const received: MarketResult[] = [];
    const unsubscribe = second.results.bus.subscribe((r) => received.push(r));
    const result = resultOf(10106, { 1010601: 'won', 1010602: 'lost' });
    first.results.bus.publish(result);
    await first.settlement.settle(result);
    // The message crosses Redis; the second process then settles (or finds settled) the same bets.
    await vi.waitFor(() => expect(received).toEqual([result]), { timeout: 10_000 });
    unsubscribe();
    await second.settlement.idle();
    await expectCreditedOnce(setup);
  });
});
