import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  betCombinations,
  potentialReturns,
  settleBet,
  type LegResult,
  type SettlementBet,
  type SettlementLeg,
} from './settlement.ts';

const QUARTER = { numerator: 1, denominator: 4, places: 3 };
const HALF = { num: 1n, den: 2n };

const leg = (decimal: number, result: LegResult, extra: Partial<SettlementLeg> = {}): SettlementLeg => ({
  decimal,
  result,
  ...extra,
});
const single = (l: SettlementLeg, unitStake = 1000n, eachWay = false): SettlementBet => ({
  type: { kind: 'single' },
  unitStake,
  eachWay,
  legs: [l],
});
const multiple = (legs: SettlementLeg[], unitStake = 1000n): SettlementBet => ({
  type: { kind: 'multiple' },
  unitStake,
  legs,
});
const system = (
  folds: number[],
  legs: SettlementLeg[],
  unitStake = 100n,
  eachWay = false,
): SettlementBet => ({
  type: { kind: 'system', folds },
  unitStake,
  eachWay,
  legs,
});

describe('settlement of a bet (issue 7)', () => {
  it.each<[string, SettlementBet, string, bigint]>([
    ['single won at 2.35: 10.00 returns 23.50', single(leg(2.35, 'won')), 'won', 2350n],
    ['single lost', single(leg(2.35, 'lost')), 'lost', 0n],
    ['single void returns the stake', single(leg(2.35, 'void')), 'void', 1000n],
    ['single open credits nothing', single(leg(2.35, 'open')), 'open', 0n],
    ['a placed non-each-way single loses', single(leg(5, 'placed', { placeTerms: QUARTER })), 'lost', 0n],
    [
      'dead heat 1/2 where the market allows: 10.00 at 5.0 returns 25.00',
      single(leg(5, 'won', { deadHeatAllowed: true, deadHeat: HALF })),
      'won',
      2500n,
    ],
    [
      'a dead-heat factor on a market without dead-heat rules is ignored',
      single(leg(5, 'won', { deadHeat: HALF })),
      'won',
      5000n,
    ],
    [
      'each-way won at 5.0, 1/4: win 50.00 + place 20.00',
      single(leg(5, 'won', { placeTerms: QUARTER }), 1000n, true),
      'won',
      7000n,
    ],
    [
      'each-way placed: win part lost, place part 20.00',
      single(leg(5, 'placed', { placeTerms: QUARTER }), 1000n, true),
      'partly-won',
      2000n,
    ],
    [
      'each-way placed in a dead heat for the last place: place part halved',
      single(
        leg(5, 'placed', { placeTerms: QUARTER, deadHeatAllowed: true, placeDeadHeat: HALF }),
        1000n,
        true,
      ),
      'partly-won',
      1000n,
    ],
    [
      'each-way void returns both stakes',
      single(leg(5, 'void', { placeTerms: QUARTER }), 1000n, true),
      'void',
      2000n,
    ],
    ['each-way lost', single(leg(5, 'lost', { placeTerms: QUARTER }), 1000n, true), 'lost', 0n],
    [
      'treble of 1.1 won is exactly 13.31',
      multiple([leg(1.1, 'won'), leg(1.1, 'won'), leg(1.1, 'won')]),
      'won',
      1331n,
    ],
    [
      'a void leg reduces the treble to a double: 2.0 x 3.0',
      multiple([leg(2, 'won'), leg(1.5, 'void'), leg(3, 'won')]),
      'won',
      6000n,
    ],
    [
      'a multiple with one lost leg is lost, even with legs open',
      multiple([leg(2, 'lost'), leg(3, 'open')]),
      'lost',
      0n,
    ],
    [
      'a multiple with an open leg and no loss stays open',
      multiple([leg(2, 'won'), leg(3, 'open')]),
      'open',
      0n,
    ],
    ['an all-void multiple returns the stake', multiple([leg(2, 'void'), leg(3, 'void')]), 'void', 1000n],
    [
      'Trixie (4 x 1.00), one leg lost: only the double of the two winners pays 2 x 3 = 6.00',
      system([2, 3], [leg(2, 'won'), leg(3, 'won'), leg(4, 'lost')]),
      'partly-won',
      600n,
    ],
    [
      'Trixie all won: 2x3 + 2x4 + 3x4 + 2x3x4 = 50 units',
      system([2, 3], [leg(2, 'won'), leg(3, 'won'), leg(4, 'won')]),
      'won',
      5000n,
    ],
    [
      'Trixie, one void: 2 + 3 + 2x3 + 2x3 = 17 units',
      system([2, 3], [leg(2, 'won'), leg(3, 'won'), leg(4, 'void')]),
      'won',
      1700n,
    ],
    [
      'Doubles from 3 with a banker: the lost banker loses every combination',
      system([1], [leg(2, 'lost', { banker: true }), leg(3, 'won'), leg(4, 'won')]),
      'lost',
      0n,
    ],
    [
      'Patent all void returns its 7 stakes',
      system([1, 2, 3], [leg(2, 'void'), leg(3, 'void'), leg(4, 'void')]),
      'void',
      700n,
    ],
    [
      'a system with an open leg and a winning settled combination stays open',
      system([2], [leg(2, 'won'), leg(3, 'won'), leg(4, 'open')]),
      'open',
      0n,
    ],
  ])('%s', (_name, bet, status, credit) => {
    const settled = settleBet(bet);
    expect(settled.status).toBe(status);
    expect(settled.credit).toBe(credit);
  });

  it('counts the parts and the total stake of an each-way Yankee', () => {
    const legs = [2, 3, 4, 5].map((d) => leg(d, 'won', { placeTerms: QUARTER }));
    const bet = system([2, 3, 4], legs, 100n, true);
    expect(betCombinations(bet)).toBe(11);
    const settled = settleBet(bet);
    expect(settled.totalStake).toBe(2200n);
    expect(settled.parts).toEqual({ won: 22, lost: 0, void: 0, open: 0 });
  });
});

const results: LegResult[] = ['won', 'placed', 'lost', 'void', 'open'];
const arbLeg = fc.record({
  decimal: fc.integer({ min: 101, max: 5000 }).map((c) => c / 100),
  result: fc.constantFrom(...results),
  placeTerms: fc.constant(QUARTER),
  banker: fc.boolean(),
  deadHeatAllowed: fc.boolean(),
  deadHeat: fc.option(
    fc.record({ num: fc.bigInt({ min: 1n, max: 4n }), den: fc.bigInt({ min: 1n, max: 4n }) }),
    { nil: undefined },
  ),
});
const arbBet: fc.Arbitrary<SettlementBet> = fc
  .tuple(
    fc.array(arbLeg, { minLength: 1, maxLength: 7 }),
    fc.constantFrom('single', 'multiple', 'system'),
    fc.bigInt({ min: 0n, max: 10_000_000n }),
    fc.boolean(),
    fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 4 }),
  )
  .map(([legs, kind, unitStake, eachWay, folds]) => {
    if (kind === 'single')
      return { type: { kind }, unitStake, eachWay, legs: [{ ...legs[0]!, banker: false }] };
    if (kind === 'multiple')
      return { type: { kind }, unitStake, eachWay, legs: legs.map((l) => ({ ...l, banker: false })) };
    return { type: { kind, folds }, unitStake, eachWay, legs };
  });

describe('settlement properties', () => {
  it('the credit never exceeds the potential returns the betslip priced', () => {
    fc.assert(
      fc.property(arbBet, (bet) => {
        expect(settleBet(bet).credit <= potentialReturns(bet)).toBe(true);
      }),
    );
  });

  it('settling is pure: settling twice gives the same result', () => {
    fc.assert(
      fc.property(arbBet, (bet) => {
        expect(settleBet(bet)).toEqual(settleBet(bet));
      }),
    );
  });

  it('all void returns exactly the stake', () => {
    fc.assert(
      fc.property(arbBet, (bet) => {
        const voided = { ...bet, legs: bet.legs.map((l) => ({ ...l, result: 'void' as const })) };
        const settled = settleBet(voided);
        expect(settled.credit).toBe(settled.totalStake);
        if (settled.totalStake > 0n) expect(settled.status).toBe('void');
      }),
    );
  });

  it('an open bet credits nothing; a settled one counts every part', () => {
    fc.assert(
      fc.property(arbBet, (bet) => {
        const s = settleBet(bet);
        const parts = s.parts.won + s.parts.lost + s.parts.void + s.parts.open;
        expect(parts).toBe(betCombinations(bet) * (bet.eachWay ? 2 : 1));
        if (s.status === 'open') expect(s.credit).toBe(0n);
        if (s.status === 'lost') expect(s.credit).toBe(0n);
      }),
    );
  });
});

describe('free bets settle stake not returned (issue 14, §4)', () => {
  it.each<[string, SettlementBet, bigint]>([
    ['a won 10.00 free single at 3.0 pays 20.00', { ...single(leg(3, 'won')), freeBet: true }, 2000n],
    ['a lost one pays nothing', { ...single(leg(3, 'lost')), freeBet: true }, 0n],
    ['a void one pays nothing (its stake was never money)', { ...single(leg(3, 'void')), freeBet: true }, 0n],
    [
      'a won free double at 2.0 x 3.0 pays 50.00',
      { ...multiple([leg(2, 'won'), leg(3, 'won')]), freeBet: true },
      5000n,
    ],
  ])('%s', (_name, bet, credit) => {
    expect(settleBet(bet).credit).toBe(credit);
  });

  it('property: a free bet pays exactly its cash twin less the stake, never below zero', () => {
    fc.assert(
      fc.property(arbBet, (bet) => {
        const cash = settleBet(bet);
        const free = settleBet({ ...bet, freeBet: true });
        expect(free.status).toBe(cash.status);
        const expected = cash.credit > cash.totalStake ? cash.credit - cash.totalStake : 0n;
        expect(free.credit).toBe(cash.status === 'open' ? 0n : expected);
        expect(free.credit <= potentialReturns({ ...bet, freeBet: true })).toBe(true);
      }),
    );
  });
});
