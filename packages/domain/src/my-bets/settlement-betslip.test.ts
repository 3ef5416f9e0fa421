import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BETSLIP_RULES } from '../betslip/betslip-rules.ts';
import { priceBetslip } from '../betslip/price-betslip.ts';
import { single, slip } from '../betslip/test-slips.ts';
import { potentialReturns, settleBet, type LegResult, type SettlementBet } from './settlement.ts';

const QUARTER = { numerator: 1, denominator: 4, places: 3 };
const results: LegResult[] = ['won', 'placed', 'lost', 'void'];

/**
 * The same bet priced by the betslip (`priceBetslip`, server mode) and settled here: the potential
 * returns agree to the cent, and no settlement credits more.
 */
describe('settlement against the betslip pricing', () => {
  it('credits at most the potential returns priceBetslip gave the multiple and the Doubles', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            decimal: fc.integer({ min: 101, max: 3000 }).map((c) => c / 100),
            result: fc.constantFrom(...results),
          }),
          { minLength: 3, maxLength: 6 },
        ),
        fc.integer({ min: 1, max: 100 }),
        fc.boolean(),
        (legs, stake, eachWay) => {
          const singles = legs.map((l, i) => single(i + 1, l.decimal, { placeTerms: QUARTER }));
          const { lines } = priceBetslip({
            rules: DEFAULT_BETSLIP_RULES,
            mode: 'server',
            model: slip({
              singles,
              showSysBets: true,
              multiples: [{ unitStake: String(stake), eachWay }],
              systems: [{ ref: 'sys002', unitStake: String(stake), eachWay }],
            }),
          });
          const settlementLegs = legs.map((l) => ({ ...l, placeTerms: QUARTER }));
          const bets: [string, SettlementBet][] = [
            [
              'multiple',
              { type: { kind: 'multiple' }, unitStake: BigInt(stake * 100), eachWay, legs: settlementLegs },
            ],
            [
              'system',
              {
                type: { kind: 'system', folds: [2] },
                unitStake: BigInt(stake * 100),
                eachWay,
                legs: settlementLegs,
              },
            ],
          ];
          for (const [kind, bet] of bets) {
            const line = lines.find((l) => l.kind === kind);
            expect(line).toBeDefined();
            expect(potentialReturns({ ...bet, eachWay: line!.eachWay })).toBe(line!.potentialReturns);
            expect(settleBet({ ...bet, eachWay: line!.eachWay }).credit <= line!.potentialReturns).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
