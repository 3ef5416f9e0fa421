// @module-tag engine: runs on PostgreSQL too (docs/decisions/test-budget.md).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_NOW } from '../../test/build-test-app.ts';
import { balanceOf, session } from '../../test/betslip.ts';
import { createSettlementService, type TaxRules } from './settlement-service.ts';
import { betRow, insertOpenBets, resultOf, winsOf } from '../../test/settlement.ts';

/*
 * The African slip's tax at settlement (SPEC.md §5, §9 stake_rate_percentage and
 * tax_returns_percentage): the stake holds its tax, so what is bet is the stake after tax, and the
 * winnings above that are taxed before the credit. The demo operator runs no taxed currency, so the
 * rules come in as the plugin would read them from a taxed operator's settings.
 */
const OVER_25 = 1010501;
const UNDER_25 = 1010502;
const OVER_35 = 1010601;
const UNDER_35 = 1010602;
const market = (outcomeId: number) => Math.floor(outcomeId / 100);

const AFRICAN: TaxRules = {
  kind: 'african',
  taxDeductionEnabled: true,
  stakeAfterTaxEnabled: true,
  // 10.00 staked is 9.09 bet and 0.91 stake tax; 20 % of the winnings are withheld.
  stakeRatePercentage: 10,
  taxReturnsPercentage: 20,
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('settlement on a taxed slip', () => {
  it('credits the stake after tax times the price, less the tax on the winnings; a lost bet nothing', async () => {
    const service = createSettlementService({
      db: app.db,
      clock: () => TEST_NOW,
      rules: () => Promise.resolve(AFRICAN),
    });
    const demo = await session(app, 'demo');
    const before = Math.round((await balanceOf(app, demo)).totalBalance * 100);
    const [won, lost] = await insertOpenBets(
      app.db,
      { id: demo.id, currency: 'EUR' },
      [
        { unitStakeUnits: 1000, legs: [{ outcomeId: OVER_25, marketId: market(OVER_25), price: 3 }] },
        { unitStakeUnits: 1000, legs: [{ outcomeId: UNDER_25, marketId: market(UNDER_25), price: 1.4 }] },
      ],
      TEST_NOW,
    );

    await service.settle(resultOf(market(OVER_25), { [OVER_25]: 'won', [UNDER_25]: 'lost' }));

    // 1000 x 100 / 110 = 909 bet; 909 x 3 = 2727 gross; winnings 1818, tax 20 % rounded up: 364.
    expect((await winsOf(app.db, demo.id)).get(won!)).toEqual({ rows: 1, amount: 2727 - 364 });
    expect((await winsOf(app.db, demo.id)).get(lost!)).toBeUndefined();
    expect(await betRow(app.db, won!)).toMatchObject({ status: 'WON', returnsUnits: '2363' });
    expect(await betRow(app.db, lost!)).toMatchObject({ status: 'LOST' });
    // Two stakes of 10.00 taken by the kit (deposited first), one credit paid.
    expect(Math.round((await balanceOf(app, demo)).totalBalance * 100)).toBe(before + 2363);
  });

  it('returns a void bet its stake after tax, untaxed: the stake tax was due when it was placed', async () => {
    const service = createSettlementService({
      db: app.db,
      clock: () => TEST_NOW,
      rules: () => Promise.resolve(AFRICAN),
    });
    const demo = await session(app, 'demo');
    const [voided] = await insertOpenBets(
      app.db,
      { id: demo.id, currency: 'EUR' },
      [{ unitStakeUnits: 1000, legs: [{ outcomeId: OVER_35, marketId: market(OVER_35), price: 2.9 }] }],
      TEST_NOW,
    );

    await service.settle(resultOf(market(OVER_35), { [OVER_35]: 'void', [UNDER_35]: 'void' }));

    expect((await winsOf(app.db, demo.id)).get(voided!)).toEqual({ rows: 1, amount: 909 });
    expect(await betRow(app.db, voided!)).toMatchObject({ status: 'VOID', returnsUnits: '909' });
  });
});
