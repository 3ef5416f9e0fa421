import type { BetslipModel } from '@sb/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BETSLIP_RULES, type BetslipRules } from './betslip-rules.ts';
import { priceBetslip, type PricedBetslip } from './price-betslip.ts';
import { quote, quotes, single, slip } from './test-slips.ts';

/*
 * The web shows totals with priceBetslip in 'client' mode from what the slip holds; the server
 * prices and places in 'server' mode from its own book (issue 14). When the book says exactly what
 * the slip sent, the player must be shown the totals that will be charged and paid: every total,
 * every line's money, every row's returns.
 */

const african: BetslipRules = {
  ...DEFAULT_BETSLIP_RULES,
  kind: 'african',
  taxDeductionEnabled: true,
  stakeAfterTaxEnabled: true,
  stakeRatePercentage: 20,
  taxReturnsPercentage: 20,
};

const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => (c / 100).toFixed(2));

const arbitrarySelection = fc.record({
  decimal: fc.integer({ min: 101, max: 3000 }).map((c) => c / 100),
  unitStake: cents(5000),
  eachWay: fc.boolean(),
  placeTerms: fc.option(
    fc.record({
      numerator: fc.integer({ min: 1, max: 3 }),
      denominator: fc.integer({ min: 3, max: 6 }),
      places: fc.integer({ min: 2, max: 5 }),
    }),
    { nil: undefined },
  ),
  // Mostly in the multiple, seldom a banker: systems need three legs or more.
  includeInMultiples: fc.constantFrom(true, true, true, false),
  banker: fc.constantFrom(false, false, false, true),
});

const arbitrarySlip = fc.record({
  rules: fc.constantFrom(DEFAULT_BETSLIP_RULES, african),
  selections: fc.array(arbitrarySelection, { minLength: 1, maxLength: 6 }),
  multiple: fc.record({ unitStake: cents(5000), eachWay: fc.boolean() }),
  systems: fc.array(fc.record({ unitStake: cents(500), eachWay: fc.boolean() }), {
    minLength: 12,
    maxLength: 12,
  }),
});

type GeneratedSlip = typeof arbitrarySlip extends fc.Arbitrary<infer T> ? T : never;

/** The slip the web holds: its selections, the multiple's stake, a stake on some offered systems. */
function slipOf({ rules, selections, multiple, systems }: GeneratedSlip): BetslipModel {
  const model = slip({
    showSysBets: true,
    singles: selections.map(({ placeTerms, ...s }, i) =>
      single(i + 1, s.decimal, { ...s, ...(placeTerms ? { placeTerms } : {}) }),
    ),
    multiples: [multiple],
  });
  const offered = priceBetslip({ model, rules, mode: 'client' }).model.systems;
  return { ...model, systems: offered.map((s, i) => ({ ...s, ...systems[i] })) };
}

/** The server's book quoting every selection as the slip has it. */
const bookOf = (model: BetslipModel) =>
  quotes(
    ...model.singles.map((s) =>
      quote(s.outcomeId, s.decimal, {
        eventId: s.eventId,
        ...(s.placeTerms ? { placeTerms: s.placeTerms } : {}),
      }),
    ),
  );

const totals = ({ model, lines, totalCost }: PricedBetslip) => ({
  totalCost,
  lines,
  slip: [model.totalCost, model.potentialReturns, model.potentialPlaceWin, model.totalOdds],
  singles: model.singles.map((s) => [s.stakeAfterTax, s.potentialReturns, s.potentialTaxDeduction]),
  multiples: model.multiples.map((m) => [m.noOfBets, m.totalStake, m.potentialReturns, m.decimal]),
  systems: model.systems.map((s) => [s.ref, s.noOfBets, s.totalStake, s.potentialReturns]),
});

describe("the web's pricing and the server's agree (SPEC.md §7 pricing)", () => {
  it('on every total when the book says what the slip sent (property)', () => {
    fc.assert(
      fc.property(arbitrarySlip, (generated) => {
        const model = slipOf(generated);
        const { rules } = generated;
        const client = priceBetslip({ model, rules, mode: 'client' });
        const server = priceBetslip({ model, rules, mode: 'server', quotes: bookOf(model) });
        expect(server.errors.map((e) => e.code)).not.toContain('RES-00152');
        expect(totals(server)).toEqual(totals(client));
      }),
    );
  });
});
