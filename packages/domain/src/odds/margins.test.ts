import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyBrandMargin, bookPrices, findBrandMargin, findPowerOdds, type MarginEntry } from './margins.ts';
import { ODDS_LADDER, snapToLadder } from './odds-ladder.ts';

const onLadder = new Set(ODDS_LADDER);
const ctx = { marketTypeId: 1, leagueId: 10, outcomeId: 100, eventId: 1000, marketId: 5000 };
const ppb = (margin: number, keys: Partial<MarginEntry> = {}): MarginEntry => ({
  brandMarginType: 'PPB',
  margin,
  ...keys,
});

describe('findBrandMargin (SPEC.md §3 Odds margin entry; precedence is ours)', () => {
  const all: MarginEntry[] = [
    ppb(1),
    ppb(2, { marketTypeId: 1 }),
    ppb(3, { leagueId: 10 }),
    ppb(4, { leagueId: 10, marketTypeId: 1 }),
    ppb(5, { eventId: 1000 }),
    ppb(6, { marketId: 5000 }),
    ppb(7, { outcomeId: 100 }),
    { brandMarginType: 'POWER_ODDS', outcomeId: 100, margin: -30 },
  ];
  const without = (...margins: number[]) => all.filter((e) => !margins.includes(e.margin));

  it.each([
    ['an outcome entry beats all others', all, 7],
    ['a market entry beats an event entry', without(7), 6],
    ['an event entry beats league + market type', without(7, 6), 5],
    ['league + market type beats a league alone', without(7, 6, 5), 4],
    ['a league beats a market type', without(7, 6, 5, 4), 3],
    ['a market type beats the brand-wide entry', without(7, 6, 5, 4, 3), 2],
    ['the brand-wide entry applies last', without(7, 6, 5, 4, 3, 2), 1],
    ['power odds are never a brand margin', [all[7]!], undefined],
    [
      'of two equally specific entries the later wins',
      [ppb(8, { leagueId: 10 }), ppb(9, { leagueId: 10 })],
      9,
    ],
    ['an entry for another league does not match', [ppb(8, { leagueId: 11 })], undefined],
  ])('%s', (_name, entries, expected) => {
    expect(findBrandMargin(ctx, entries)?.margin).toBe(expected);
  });
});

describe('applyBrandMargin (SPEC.md §4 Odds)', () => {
  const margins = [ppb(2, { marketTypeId: 1 }), ppb(4, { leagueId: 10 }), ppb(10, { outcomeId: 100 })];

  it.each([
    ['a missing marketTypeId leaves the feed price', { ...ctx, marketTypeId: undefined }, 2.37],
    ['a missing leagueId leaves the feed price', { ...ctx, leagueId: undefined }, 2.37],
    ['a missing outcomeId leaves the feed price', { ...ctx, outcomeId: undefined }, 2.37],
    ['the outcome margin scales the chance: 2.37 -> 1/(0.4219 x 1.1) = 2.154 -> 2.16', ctx, 2.16],
    ['the league margin applies to another outcome: 2.37 -> 2.279 -> 2.28', { ...ctx, outcomeId: 101 }, 2.28],
    [
      'no matching entry only snaps: 2.37 is a tie and goes to 2.36',
      { ...ctx, outcomeId: 1, leagueId: 1, marketTypeId: 9 },
      2.36,
    ],
  ])('%s', (_name, context, expected) => {
    expect(applyBrandMargin(2.37, context, margins)).toBe(expected);
  });

  it.each([
    ['2.00 with 10 % is 1.82', 2.0, 10, 1.82],
    ['1.90 with 5 % is 1.81', 1.9, 5, 1.81],
    ['a negative margin lengthens: 2.00 with -5 % is 2.10', 2.0, -5, 2.1],
    ['a short favourite never drops below 1.01', 1.02, 20, 1.01],
    ['a long shot with a big negative margin stops at 1000', 900, -99, 1000],
  ])('%s', (_name, price, margin, expected) => {
    expect(applyBrandMargin(price, ctx, [ppb(margin)])).toBe(expected);
  });

  it('always lands on the ladder when the context is complete (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: -99, max: 100, noNaN: true }),
        (price, margin) => onLadder.has(applyBrandMargin(price, ctx, [ppb(margin)])),
      ),
    );
  });

  it('leaves the feed price unchanged when a key is missing (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1000, noNaN: true }),
        fc.constantFrom('marketTypeId', 'leagueId', 'outcomeId'),
        (price, missing) => applyBrandMargin(price, { ...ctx, [missing]: undefined }, [ppb(10)]) === price,
      ),
    );
  });

  it('never lengthens a price with a positive margin (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1.01, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (price, margin) => applyBrandMargin(price, ctx, [ppb(margin)]) <= snapToLadder(price),
      ),
    );
  });
});

describe('bookPrices (demo data and feed simulator prices)', () => {
  it.each([
    ['an even coin toss with 5 % is 1.90 each', [0.5, 0.5], 5, [1.9, 1.9]],
    ['a fair book without margin is the fair prices', [0.5, 0.25, 0.25], 0, [2, 4, 4]],
    ['weights need not sum to 1', [2, 1, 1], 0, [2, 4, 4]],
    ['a three-way football market with 6 %', [0.45, 0.28, 0.27], 6, [2.1, 3.35, 3.5]],
    ['a favourite beyond the ladder is clamped to 1.01', [0.98, 0.02], 5, [1.01, 48]],
  ])('%s', (_name, probabilities, margin, expected) => {
    expect(bookPrices(probabilities, margin)).toEqual(expected);
  });

  // Snapping moves each price by at most half a ladder step: at most 5 % of a price on this ladder.
  const SNAP_TOLERANCE = 0.05;

  it('carries an overround of the margin, up to the ladder snap, for any market (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.05, max: 1, noNaN: true }), { minLength: 2, maxLength: 8 }),
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        (weights, margin) => {
          // A favourite the ladder cannot price (beyond 1 / 1.01 with its margin) is clamped: see below.
          const total = weights.reduce((sum, w) => sum + w, 0);
          fc.pre(Math.max(...weights) / total <= 1 / 1.01 / (1 + margin / 100));
          const prices = bookPrices(weights, margin);
          const book = prices.reduce((sum, p) => sum + 1 / p, 0);
          return (
            prices.every((p) => onLadder.has(p)) &&
            book >= (1 + margin / 100) * (1 - SNAP_TOLERANCE) &&
            (margin < 6 || book > 1)
          );
        },
      ),
    );
  });

  it('prices the likelier outcome no longer (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 2, maxLength: 8 }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (weights, margin) => {
          const prices = bookPrices(weights, margin);
          return weights.every((w, i) => weights.every((v, j) => !(w > v) || prices[i]! <= prices[j]!));
        },
      ),
    );
  });
});

describe('power odds: a boost on one outcome (SPEC.md §3 brandMarginType POWER_ODDS, §7 type=POWER_ODDS)', () => {
  const boost = (margin: number, keys: Partial<MarginEntry> = {}): MarginEntry => ({
    brandMarginType: 'POWER_ODDS',
    eventId: 1000,
    marketId: 5000,
    outcomeId: 100,
    margin,
    ...keys,
  });

  it.each([
    ['names its event, market and outcome', [boost(-10)], -10],
    ['the last of two boosts on the outcome wins', [boost(-5), boost(-10)], -10],
    ['a boost on another outcome does not match', [boost(-10, { outcomeId: 101 })], undefined],
    ['a boost on another event does not match', [boost(-10, { eventId: 1001 })], undefined],
    ['an entry without its market is not a boost', [boost(-10, { marketId: undefined })], undefined],
    [
      'a PPB entry on the outcome is not a boost',
      [ppb(-10, { eventId: 1000, marketId: 5000, outcomeId: 100 })],
      undefined,
    ],
  ])('%s', (_name, entries, expected) => {
    expect(findPowerOdds(ctx, entries)?.margin).toBe(expected);
  });

  it('prices the boosted outcome by its boost instead of the PPB margin', () => {
    expect(applyBrandMargin(2, ctx, [ppb(10), boost(-10)])).toBe(snapToLadder(1 / (0.5 * 0.9)));
    expect(applyBrandMargin(2, { ...ctx, outcomeId: 101 }, [ppb(10), boost(-10)])).toBe(
      snapToLadder(1 / (0.5 * 1.1)),
    );
  });

  it('never prices a boosted outcome shorter than without its boost (a negative boost)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1.01, max: 500, noNaN: true }),
        fc.double({ min: -20, max: 10, noNaN: true }),
        fc.double({ min: -30, max: 0, noNaN: true }),
        (price, margin, lift) =>
          applyBrandMargin(price, ctx, [ppb(margin), boost(margin + lift)]) >=
          applyBrandMargin(price, ctx, [ppb(margin)]),
      ),
    );
  });
});
