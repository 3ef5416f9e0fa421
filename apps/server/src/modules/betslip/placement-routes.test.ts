// @module-tag engine: runs on PostgreSQL too (docs/decisions/test-budget.md).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betLegs, walletLedger } from '../../db/schema.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  balanceOf,
  betsOf,
  ledgerOf,
  place,
  postSlip,
  pricing,
  session,
  slipOf,
  staked,
  type Player,
} from '../../test/betslip.ts';

/*
 * Fixture outcomes (test/fixture-catalog.ts): event 101 Arsenal v Chelsea (+2 h), 102 Liverpool v
 * Everton (+30 h), 103 Leeds v Hull (+50 h): match result home is <event>0101.
 */
const ARSENAL = 1010101;
const LIVERPOOL = 1020101;
const LEEDS = 1030101;
const SINNER = 2010101;

let app: FastifyInstance;
let demo: Player;
beforeAll(async () => {
  app = await buildTestApp();
  demo = await session(app, 'demo');
});
afterAll(() => app.close());

describe('POST /xapi/rest/accounts/{accountId}/betslips: an accepted slip', () => {
  it('takes the stake of a single: the balance falls by it, the ledger agrees, the bet is open', async () => {
    const before = await balanceOf(app, demo);
    const slip = await slipOf(app, [ARSENAL]);
    const placed = await place(app, demo, staked(slip, { singles: { 0: '10' } }));
    expect(placed).toMatchObject({ status: 'accepted', totalStake: '10.00', errors: [], delay: 0 });
    expect(placed.bets).toHaveLength(1);
    const [bet] = placed.bets;
    expect(bet).toMatchObject({ ref: 'sel1', outcomeIds: [ARSENAL], unitStake: '10.00', noOfBets: 1 });
    // Returns are the stake at the price taken, to the cent.
    expect(Number(bet!.potentialReturns)).toBeCloseTo(10 * bet!.decimal, 2);
    const after = await balanceOf(app, demo);
    expect(after.totalBalance).toBeCloseTo(before.totalBalance - 10, 2);
    expect(placed.balance).toBe(after.totalBalance.toFixed(2));
    const ledger = await ledgerOf(app, demo.id);
    expect(ledger.sum).toBe(Math.round(after.totalBalance * 100));
    expect(ledger.last).toBe(ledger.sum);
    const stored = (await betsOf(app, demo.id)).find((b) => String(b.id) === bet!.betId);
    expect(stored).toMatchObject({ status: 'OPEN', kind: 'SINGLE', totalStakeUnits: 1000n });
  });

  it('places a treble of three events at the product of their prices', async () => {
    const before = await balanceOf(app, demo);
    const slip = await slipOf(app, [ARSENAL, LIVERPOOL, LEEDS]);
    expect(slip.multiples.map((m) => m.description)).toEqual(['Treble']);
    const placed = await place(app, demo, staked(slip, { multiple: '5' }));
    expect(placed.status).toBe('accepted');
    expect(placed.bets).toHaveLength(1);
    const [treble] = placed.bets;
    const product = slip.singles.reduce((p, s) => p * s.decimal, 1);
    expect(treble).toMatchObject({ ref: 'mul1', betTypeId: 200002, outcomeIds: [ARSENAL, LIVERPOOL, LEEDS] });
    expect(treble!.decimal).toBeCloseTo(product, 2);
    expect(Number(treble!.potentialReturns)).toBeCloseTo(5 * product, 1);
    expect((await balanceOf(app, demo)).totalBalance).toBeCloseTo(before.totalBalance - 5, 2);
  });
});

describe('systems and the two pots of the wallet', () => {
  it('places a Trixie as four bets at one unit stake each', async () => {
    const slip = await slipOf(app, [ARSENAL, LIVERPOOL, LEEDS], { showSysBets: true });
    const placed = await place(app, demo, {
      ...staked(slip, { systems: { sys058: '1' } }),
      showSysBets: true,
    });
    expect(placed.status).toBe('accepted');
    expect(placed.bets).toEqual([
      expect.objectContaining({
        ref: 'sys058',
        description: 'Trixie',
        noOfBets: 4,
        unitStake: '1.00',
        totalStake: '4.00',
      }),
    ]);
    expect(placed.totalStake).toBe('4.00');
  });

  it('keeps a banker in every combination of a system and records it on the legs', async () => {
    const slip = await slipOf(app, [ARSENAL, LIVERPOOL, LEEDS, SINNER], { showSysBets: true });
    const withBanker = { ...slip, singles: slip.singles.map((s, i) => ({ ...s, banker: i === 0 })) };
    const repriced = await pricing(app, { model: withBanker, showSysBets: true }, undefined, 'PUT');
    // Three others: the Trixie over them, the banker in each of its four bets.
    const placed = await place(app, demo, {
      ...staked(repriced.model, { systems: { sys058: '1' } }),
      showSysBets: true,
    });
    expect(placed.bets).toEqual([expect.objectContaining({ description: 'Trixie', noOfBets: 4 })]);
    const legs = await app.db
      .select()
      .from(betLegs)
      .where(eq(betLegs.betId, Number(placed.bets[0]!.betId)));
    expect(legs.filter((l) => l.banker).map((l) => l.outcomeId)).toEqual([ARSENAL]);
    expect(legs).toHaveLength(4);
  });

  it('spends promo cash only when the player uses it (RES-00056 above real money otherwise)', async () => {
    const { realBalance, bonusBalance } = await balanceOf(app, demo);
    expect(bonusBalance).toBeGreaterThan(5);
    const slip = await slipOf(app, [ARSENAL]);
    const above = staked(slip, { singles: { 0: (realBalance + 5).toFixed(2) } });
    const refused = await place(app, demo, above);
    expect(refused.errors.map((e) => e.code)).toEqual(['RES-00056']);
    expect(await balanceOf(app, demo)).toMatchObject({ realBalance, bonusBalance });
  });

  it('with promo cash used, takes promo cash first, then real money, one ledger row per pot', async () => {
    const { realBalance, bonusBalance } = await balanceOf(app, demo);
    const slip = await slipOf(app, [ARSENAL]);
    const stake = bonusBalance + 5;
    const placed = await place(app, demo, {
      ...staked(slip, { singles: { 0: stake.toFixed(2) } }),
      usePromoCash: true,
    });
    expect(placed.status).toBe('accepted');
    const after = await balanceOf(app, demo);
    expect([after.realBalance, after.bonusBalance]).toEqual([realBalance - 5, 0]);
    const rows = await app.db.select().from(walletLedger).where(eq(walletLedger.playerId, demo.id));
    const ofSlip = rows.filter((r) => r.reference.startsWith(`bet:${placed.betSlipId}:`));
    expect(ofSlip.map((r) => [r.pot, r.amountUnits])).toEqual([
      ['bonus', -BigInt(Math.round(bonusBalance * 100))],
      ['real', -500n],
    ]);
  });
});

describe('auth on placement', () => {
  it('refuses a slip without a token (401), with a token for another account (403)', async () => {
    const slip = staked(await slipOf(app, [ARSENAL]), { singles: { 0: '1' } });
    const anonymous = await app.inject({
      method: 'POST',
      url: `/xapi/rest/accounts/${demo.id}/betslips?uuid=${crypto.randomUUID()}`,
      payload: slip,
    });
    expect(anonymous.statusCode).toBe(401);
    const other = await session(app, 'empty');
    const foreign = await postSlip(app, other, slip, crypto.randomUUID(), demo.id);
    expect(foreign.statusCode).toBe(403);
    expect(await betsOf(app, other.id)).toEqual([]);
  });
});
