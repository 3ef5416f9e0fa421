import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  combinationOddsSums,
  EVEN,
  exactOdds,
  multiplyOdds,
  oddsToNumber,
  placeOdds,
  productOdds,
  returnsAt,
  sumOdds,
  type ExactOdds,
} from './exact-odds.ts';

const value = (o: ExactOdds): number => Number(o.num) / Number(o.den);

describe('exact odds', () => {
  it.each([
    ['a price is the decimal the player sees', exactOdds(1.1), { num: 11n, den: 10n }],
    ['three decimals (§9 prices below 1.01)', exactOdds(1.004), { num: 251n, den: 250n }],
    ['a whole price', exactOdds(3), { num: 3n, den: 1n }],
    [
      'a treble of 1.1 is exactly 1.331, not 1.3310000000000004',
      multiplyOdds(multiplyOdds(exactOdds(1.1), exactOdds(1.1)), exactOdds(1.1)),
      { num: 1331n, den: 1000n },
    ],
    [
      'each-way: 5.0 at 1/4 places at 2.0',
      placeOdds(exactOdds(5), { numerator: 1, denominator: 4, places: 3 }),
      { num: 2n, den: 1n },
    ],
    [
      'each-way: 3.5 at 1/5 places at 1.5',
      placeOdds(exactOdds(3.5), { numerator: 1, denominator: 5, places: 2 }),
      { num: 3n, den: 2n },
    ],
    ['odds of 1 place at 1', placeOdds(EVEN, { numerator: 1, denominator: 4, places: 3 }), EVEN],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each([
    ['10.00 at 2.5 returns 25.00', 1000n, 2.5, 2500n],
    ['5.00 at 3.025 returns 15.125, rounded down to 15.12', 500n, 3.025, 1512n],
    ['no stake returns nothing', 0n, 2.5, 0n],
  ])('%s', (_name, stake, decimal, expected) => {
    expect(returnsAt(stake, exactOdds(decimal))).toBe(expected);
  });

  it.each([
    ['a product of none is even', productOdds([]), EVEN],
    [
      '1.1 x 1.1 x 1.1 is exactly 1.331',
      productOdds([1.1, 1.1, 1.1].map(exactOdds)),
      { num: 1331n, den: 1000n },
    ],
    ['a sum of none is 0', sumOdds([]), { num: 0n, den: 1n }],
    ['1.5 + 2.25 + 0.25 is 4', sumOdds([1.5, 2.25, 0.25].map(exactOdds)), { num: 4n, den: 1n }],
  ])('%s', (_name, odds, expected) => {
    expect(odds).toEqual(expected);
  });

  it('shows odds rounded half up to 2 decimals', () => {
    expect(oddsToNumber(exactOdds(3.025))).toBe(3.03);
    expect(oddsToNumber(exactOdds(3.024))).toBe(3.02);
  });

  it('sums over combinations equal listing every combination (property)', () => {
    const combos = <T>(items: readonly T[], k: number): T[][] =>
      k === 0 ? [[]] : items.flatMap((x, i) => combos(items.slice(i + 1), k - 1).map((c) => [x, ...c]));
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 101, max: 5000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 8 }),
        (cents, maxFold) => {
          const legs = cents.map((c) => exactOdds(c / 100));
          const sums = combinationOddsSums(legs, maxFold);
          for (let k = 0; k <= maxFold; k += 1) {
            const listed = sumOdds(combos(legs, k).map(productOdds));
            expect(sums[k]!.num * listed.den).toBe(listed.num * sums[k]!.den);
          }
        },
      ),
    );
  });

  it('place odds are never above the win odds and never below 1 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 100_000 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 10 }),
        (cents, n, d) => {
          fc.pre(n <= d);
          const win = exactOdds(cents / 100);
          const place = placeOdds(win, { numerator: n, denominator: d, places: 3 });
          return value(place) <= value(win) + 1e-12 && value(place) >= 1;
        },
      ),
    );
  });
});
