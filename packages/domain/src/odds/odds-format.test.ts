import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOdds, oddsToDecimal, type OddsType } from './odds-format.ts';

describe('formatOdds (SPEC.md §9 odds display)', () => {
  it.each([
    ['euro shows 2 decimals', 2.5, 'euro', '2.50'],
    ['euro shows 3 decimals below 1.01', 1.005, 'euro', '1.005'],
    ['hk is decimal minus one', 2.5, 'hk', '1.50'],
    ['us is positive above even money', 2.5, 'us', '+150'],
    ['us is +100 at even money', 2.0, 'us', '+100'],
    ['us is negative below even money', 1.5, 'us', '-200'],
    ['malay is positive up to 2.0', 1.8, 'malay', '0.80'],
    ['malay is negative above 2.0', 3.0, 'malay', '-0.50'],
    ['indo is positive from 2.0', 3.0, 'indo', '2.00'],
    ['indo is negative below 2.0', 1.5, 'indo', '-2.00'],
    ['a price of 1.00 pays nothing in us', 1.0, 'us', '0'],
  ] as const)('%s', (_name, decimal, type, expected) => {
    expect(formatOdds(decimal, type)).toBe(expected);
  });

  it('converts a shown price back to a decimal that shows the same (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1.01, max: 100, noNaN: true }),
        fc.constantFrom<OddsType>('euro', 'hk', 'malay', 'indo', 'us'),
        (decimal, type) => {
          const shown = formatOdds(decimal, type);
          return formatOdds(oddsToDecimal(Number(shown), type), type) === shown;
        },
      ),
    );
  });

  it('round-trips us odds within a cent of the stake (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1.01, max: 500, noNaN: true }), (decimal) => {
        const back = oddsToDecimal(Number(formatOdds(decimal, 'us')), 'us');
        return Math.abs(back - decimal) <= 0.005 * decimal * decimal;
      }),
    );
  });
});
