import { ODDS_LADDER } from '@sb/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normalCdf,
  overround,
  poissonPmf,
  priceMarket,
  priceOverlapping,
  raceTo,
  raceWin,
  scoreMatrix,
  sumWhere,
} from './prices.ts';

const ladder = new Set(ODDS_LADDER);
const probability = fc.double({ min: 0.01, max: 0.99, noNaN: true });

describe('demo prices', () => {
  it.each([
    ['an even two-way book at 5 %', [0.5, 0.5], 5, [1.9, 1.9]],
    ['a 1X2 with a clear favourite', [0.6, 0.25, 0.15], 5, [1.59, 3.8, 6.4]],
  ])('prices %s on the ladder', (_name, chances, margin, expected) => {
    expect(priceMarket(chances, margin)).toEqual(expected);
  });

  it('never offers a book under 100 %, even for a favourite stuck at 1.01 (property)', () => {
    fc.assert(
      fc.property(probability, fc.double({ min: 3, max: 10, noNaN: true }), (p, margin) => {
        const prices = priceMarket([p, 1 - p], margin);
        expect(prices.every((x) => ladder.has(x))).toBe(true);
        expect(overround(prices)).toBeGreaterThan(1);
      }),
    );
  });

  it('prices double chance outcomes each against their complement, shorter than either single result', () => {
    const [homeOrDraw, homeOrAway, drawOrAway] = priceOverlapping([0.7, 0.75, 0.55], 6);
    expect(homeOrAway).toBeLessThan(homeOrDraw ?? 0);
    expect(drawOrAway).toBeGreaterThan(homeOrDraw ?? 0);
    expect(homeOrDraw).toBeGreaterThan(1 / 0.7 / 1.06 - 0.02);
  });

  it('keeps a Poisson score matrix a distribution whose total goals match the two rates', () => {
    const matrix = scoreMatrix(1.6, 1.1);
    expect(sumWhere(matrix, () => true)).toBeCloseTo(1, 9);
    const expected = poissonPmf(2.7, 30).reduce((sum, p, k) => sum + p * k, 0);
    expect(expected).toBeCloseTo(2.7, 6);
  });

  it('has the normal CDF symmetric around its mean', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalCdf(-1, 2, 3) + normalCdf(5, 2, 3)).toBeCloseTo(1, 6);
  });

  it('makes a race to N a distribution, the two sides winning with complementary chances (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), probability, (target, p) => {
        const total = raceTo(target, p).reduce((sum, s) => sum + s.probability, 0);
        expect(total).toBeCloseTo(1, 9);
        expect(raceWin(target, p) + raceWin(target, 1 - p)).toBeCloseTo(1, 9);
        // A longer race favours the better side more.
        if (p > 0.5) expect(raceWin(target + 1, p)).toBeGreaterThanOrEqual(raceWin(target, p) - 1e-12);
      }),
    );
  });
});
