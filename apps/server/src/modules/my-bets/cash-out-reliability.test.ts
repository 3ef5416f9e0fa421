// @module-tag engine: runs on PostgreSQL too (docs/decisions/test-budget.md).
import { CASH_OUT_REFUSALS, type CashOutResponse } from '@sb/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets, cashOuts, settings, walletLedger } from '../../db/schema.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { balanceOf, ledgerOf, session, type Player } from '../../test/betslip.ts';
import { lockBet, withPlayerLock } from '../bets/index.ts';
import { resultOf } from '../../test/settlement.ts';
import { cashOut, openBet, placeSingle } from '../../test/my-bets.ts';

/*
 * Reliability (issue 7 part 5): a cash-out racing a settlement gives one of the two, never both.
 * Both follow THE LOCKING PROTOCOL (player row, then bet row, act only on an OPEN bet, money in the
 * same transaction). The feed results the market while every bet on it is being cashed out: the
 * settlement service walks the bets one transaction each as the cash-outs come in. Runs on PGlite
 * and, in the server-pg project, on PostgreSQL, where the two really run side by side on a pool
 * of connections.
 */
const ARSENAL = 1010101;
const LEEDS = 1030101;
const ROUNDS = 12;

let app: FastifyInstance;
let demo: Player;
beforeAll(async () => {
  app = await buildTestApp();
  demo = await session(app, 'demo');
});
afterAll(() => app.close());

describe('a cash-out racing a settlement', () => {
  it('pays one of the two for every bet, never both, and the ledger stays the balance', async () => {
    const ids: string[] = [];
    for (let i = 0; i < ROUNDS; i++) ids.push(await placeSingle(app, demo, ARSENAL, '1'));
    const views = await Promise.all(ids.map((id) => openBet(app, demo, id)));
    const shown = views.map((v) => v.cashOut.value);
    const marketId = views[0]!.legs[0]!.marketId;

    // Every bet's cash-out and the market's settlement start together. The settlement walks the
    // bets oldest first; the cash-outs start newest first, so the two meet in the middle (on both
    // databases each side usually wins some). Which wins is not asserted: that one, and only one,
    // pays is.
    const settledBets = new Set<number>();
    const pending = new Map<string, Promise<CashOutResponse>>();
    for (const [i, id] of [...ids.entries()].reverse())
      pending.set(id, cashOut(app, demo, id, { value: shown[i]! }));
    const report = await app.settlement.settle(resultOf(marketId, { [ARSENAL]: 'won' }), {
      onBet: (b) => {
        if (b.outcome === 'won') settledBets.add(b.betId);
      },
    });
    const answers = await Promise.all(ids.map((id) => pending.get(id)!));
    // Every bet was looked at; none is left open on the resulted market.
    expect(report.done).toBe(true);

    const rows = await app.db
      .select()
      .from(bets)
      .where(inArray(bets.id, ids.map(Number)));
    const ledger = await app.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.playerId, demo.id), inArray(walletLedger.kind, ['CASHOUT', 'BET_WIN'])));
    const paidCashOuts = await app.db
      .select()
      .from(cashOuts)
      .where(and(inArray(cashOuts.betId, ids.map(Number)), eq(cashOuts.status, 'CONFIRMED')));

    for (const [i, id] of ids.entries()) {
      const answer = answers[i]!;
      const settled = settledBets.has(Number(id));
      const row = rows.find((r) => r.id === Number(id))!;
      const wins = ledger.filter((r) => r.reference === `settle:${id}`);
      const cashed = paidCashOuts.filter((c) => c.betId === Number(id));
      const payments = ledger.filter(
        (r) => r.reference === `settle:${id}` || cashed.some((c) => r.reference === `cashout:${c.id}`),
      );
      expect(payments, `bet ${id}`).toHaveLength(1);
      if (settled) {
        expect(row.status).toBe('WON');
        expect(answer).toMatchObject({ status: 'refused', reason: 'settled' });
        expect([wins.length, cashed.length]).toEqual([1, 0]);
      } else {
        expect(row.status).toBe('CASHED_OUT');
        expect(answer).toMatchObject({ status: 'confirmed', amount: shown[i] });
        expect([wins.length, cashed.length]).toEqual([0, 1]);
      }
    }

    const balance = await balanceOf(app, demo);
    const sums = await ledgerOf(app, demo.id);
    expect(sums.sum).toBe(Math.round(balance.totalBalance * 100));
    expect(sums.last).toBe(sums.sum);
    expect(sums.negativeRows).toBe(0);
  });
});

/** The operator's cashout_timeout (ms), as the CMS settings hold it. */
async function cashOutTimeout(ms: number) {
  const patch = JSON.stringify({ cashout_timeout: ms });
  await app.db
    .insert(settings)
    .values({ brand: 'sportsbook', channel: 'web', body: { cashout_timeout: ms } })
    .onConflictDoUpdate({
      target: [settings.brand, settings.channel],
      set: { body: sql`${settings.body} || ${patch}::jsonb` },
    });
  app.cms.invalidate();
}

// Two transactions at once need two connections: PostgreSQL only (PGlite has one, and a held
// lock there would stop everything, the test included).
describe.runIf(process.env.DATABASE_URL)('a cash-out while a settlement holds the rows', () => {
  it('is refused with timeout within cashout_timeout, pays nothing, and goes through after', async () => {
    await cashOutTimeout(1000);
    const betId = await placeSingle(app, demo, LEEDS, '2');
    const shown = (await openBet(app, demo, betId)).cashOut.value;
    const before = await balanceOf(app, demo);

    // Holds the player's and the bet's rows as a settlement of the bet does, until released.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const holder = withPlayerLock(app.db, demo.id, async (tx) => {
      await lockBet(tx, demo.id, Number(betId));
      held();
      await released;
    });
    await holding;
    try {
      const answer = await cashOut(app, demo, betId, { value: shown });
      expect(answer).toMatchObject({
        status: 'refused',
        reason: 'timeout',
        message: CASH_OUT_REFUSALS.timeout,
        balance: null,
      });
      expect(answer.bet.status).toBe('open');
    } finally {
      release();
      await holder;
      await cashOutTimeout(5000);
    }
    expect((await balanceOf(app, demo)).totalBalance).toBe(before.totalBalance);
    // The rows free again, a new request is decided as usual.
    expect(await cashOut(app, demo, betId, { value: shown })).toMatchObject({
      status: 'confirmed',
      amount: shown,
    });
  });
});
