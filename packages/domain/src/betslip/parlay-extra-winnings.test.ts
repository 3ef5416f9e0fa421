import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parlayExtraWinnings, parlayExtraWinningsPercent } from './parlay-extra-winnings.ts';

describe('parlay extra winnings (SPEC.md §6; the table is ours)', () => {
  it.each([
    ['a double earns nothing', [2, 2], 0],
    ['a treble earns 3 %', [2, 1.5, 1.8], 3],
    ['four legs 5 %', [2, 2, 2, 2], 5],
    ['five legs 10 %', [2, 2, 2, 2, 2], 10],
    ['eight legs 25 %', Array(8).fill(1.5), 25],
    ['twelve legs stay at 25 %', Array(12).fill(1.5), 25],
    ['a leg at exactly 1.20 counts', [1.2, 2, 2], 3],
    ['a leg shorter than 1.20 spoils it', [1.19, 2, 2, 2], 0],
  ])('%s', (_name, legs, percent) => {
    expect(parlayExtraWinningsPercent(legs)).toBe(percent);
  });

  it.each([
    ['3 % of 44.60 winnings, rounded down', 1_000n, 5_460n, 3, 133n],
    ['no winnings, no extra', 1_000n, 1_000n, 3, 0n],
    ['no percent, no extra', 1_000n, 5_460n, 0, 0n],
  ])('%s', (_name, stake, returns, percent, extra) => {
    expect(parlayExtraWinnings(stake, returns, percent)).toBe(extra);
  });

  it('never pays more than the percentage of the winnings, nor anything negative', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.constantFrom(0, 3, 5, 10, 15, 20, 25),
        (stake, returns, percent) => {
          const extra = parlayExtraWinnings(stake, returns, percent);
          const winnings = returns > stake ? returns - stake : 0n;
          expect(extra >= 0n).toBe(true);
          expect(extra * 100n <= winnings * BigInt(percent)).toBe(true);
        },
      ),
    );
  });

  it('grows with the legs and never shrinks when one more qualifying leg is added', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 1.2, max: 50, noNaN: true }), { maxLength: 15 }), (legs) => {
        expect(parlayExtraWinningsPercent([...legs, 2])).toBeGreaterThanOrEqual(
          parlayExtraWinningsPercent(legs),
        );
      }),
    );
  });
});
