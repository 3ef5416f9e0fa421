import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyBrandMargin, bookPrices, type MarginEntry } from './margins.ts';
import { ODDS_LADDER, snapToLadder } from './odds-ladder.ts';

const ladder = new Set(ODDS_LADDER);
const ctx = { marketTypeId: 1, leagueId: 10, outcomeId: 100, eventId: 1000, marketId: 5000 };
const margins: MarginEntry[] = [
  { brandMarginType: 'PPB', marketTypeId: 1, margin: 2 },
  { brandMarginType: 'PPB', leagueId: 10, margin: 4 },
  { brandMarginType: 'PPB', outcomeId: 100, margin: 10 },
  { brandMarginType: 'POWER_ODDS', outcomeId: 100, margin: -30 },
];

describe('the odds ladder', () => {
  it.each([
    ['a ladder price stays', 2.5, 2.5],
    ['between two steps the nearest wins', 2.013, 2.02],
    ['a tie goes to the shorter price', 2.01, 2.0],
    ['below the ladder clamps to 1.01', 1.0, 1.01],
    ['beyond the ladder clamps to 1000', 5000, 1000],
  ])('%s', (_name, price, expected) => {
    expect(snapToLadder(price)).toBe(expected);
  });

  it('is ascending and starts at 1.01', () => {
    expect(ODDS_LADDER[0]).toBe(1.01);
    expect(ODDS_LADDER.every((p, i) => i === 0 || p > ODDS_LADDER[i - 1]!)).toBe(true);
  });
});

describe('applyBrandMargin (SPEC.md §4 Odds)', () => {
  it.each([
    ['missing marketTypeId leaves the feed price', { ...ctx, marketTypeId: undefined }, 2.37],
    ['missing leagueId leaves the feed price', { ...ctx, leagueId: undefined }, 2.37],
    ['missing outcomeId leaves the feed price', { ...ctx, outcomeId: undefined }, 2.37],
  ])('%s', (_name, context, expected) => {
    expect(applyBrandMargin(2.37, context, margins)).toBe(expected);
  });

  it('applies the most specific PPB entry (the outcome beats the league and the type)', () => {
    // 1/2.0 + 10 points = 0.6 -> 1.666.. -> 1.67
    expect(applyBrandMargin(2.0, ctx, margins)).toBe(1.67);
  });

  it('uses league margins when no outcome entry matches', () => {
    expect(applyBrandMargin(2.0, { ...ctx, outcomeId: 101 }, margins)).toBe(1.85);
  });

  it('snaps to the ladder when no entry matches', () => {
    expect(applyBrandMargin(2.013, { ...ctx, outcomeId: 1, leagueId: 1, marketTypeId: 9 }, margins)).toBe(
      2.02,
    );
  });

  it('always lands on the ladder and never lengthens with a positive margin (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1.01, max: 900, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (price, margin) => {
          const result = applyBrandMargin(price, ctx, [{ brandMarginType: 'PPB', marketTypeId: 1, margin }]);
          return ladder.has(result) && result <= snapToLadder(price) + 1e-9;
        },
      ),
    );
  });
});

describe('bookPrices', () => {
  it('prices an even coin toss with a 5 % margin at 1.90 each', () => {
    expect(bookPrices([0.5, 0.5], 5)).toEqual([1.9, 1.9]);
  });

  it('gives a book above 100 % for any market with a margin (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.05, max: 1, noNaN: true }), { minLength: 2, maxLength: 6 }),
        fc.double({ min: 4, max: 15, noNaN: true }),
        (weights, margin) => {
          const prices = bookPrices(weights, margin);
          const book = prices.reduce((sum, p) => sum + 1 / p, 0);
          return prices.every((p) => ladder.has(p)) && book > 1;
        },
      ),
    );
  });
});
