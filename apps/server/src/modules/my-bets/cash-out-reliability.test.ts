import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets, cashOuts, walletLedger } from '../../db/schema.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { balanceOf, ledgerOf, session, type Player } from '../betslip/betslip-test-kit.ts';
import { cashOut, openBet, placeSingle } from './my-bets-test-kit.ts';
import { settleWon } from './settlement-stand-in.ts';

/*
 * Reliability (issue 7 part 5): a cash-out racing a settlement gives one of the two, never both.
 * Both follow THE LOCKING PROTOCOL (player row, then bet row, act only on an OPEN bet, money in the
 * same transaction). Runs on PGlite and, in the server-pg project, on PostgreSQL, where the two
 * really run side by side on a pool of connections.
 *
 * The settlement side is settlement-stand-in.ts until the feed's settlement (mb-settle) lands.
 */
const ARSENAL = 1010101;
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
    const shown = await Promise.all(ids.map(async (id) => (await openBet(app, demo, id)).cashOut.value));

    // Each bet's cash-out and settlement start together; the rounds run side by side too.
    const results = await Promise.all(
      ids.map((id, i) =>
        Promise.all([cashOut(app, demo, id, { value: shown[i]! }), settleWon(app, demo.id, Number(id))]),
      ),
    );

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
      const [answer, settled] = results[i]!;
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
