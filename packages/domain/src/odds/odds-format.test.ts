import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOdds, ODDS_TYPES, oddsToDecimal, type OddsType } from './odds-format.ts';

describe('formatOdds (SPEC.md §9 odds display)', () => {
  it.each([
    ['euro shows 2 decimals', 2.5, 'euro', '2.50'],
    ['euro shows 3 decimals below 1.01', 1.005, 'euro', '1.005'],
    ['euro shows 2 decimals from 1.01', 1.01, 'euro', '1.01'],
    ['euro shows a long price in full', 1000, 'euro', '1000.00'],
    ['hk is decimal minus one', 2.5, 'hk', '1.50'],
    ['hk below 1.01 keeps a third decimal, as euro does', 1.004, 'hk', '0.004'],
    ['us is positive above even money', 2.5, 'us', '+150'],
    ['us is +100 at even money', 2.0, 'us', '+100'],
    ['us is negative below even money', 1.5, 'us', '-200'],
    ['us is a whole number', 1.91, 'us', '-110'],
    ['us just below even money reads as even money', 1.996, 'us', '+100'],
    ['us at 1000 is +99900', 1000, 'us', '+99900'],
    ['malay is positive up to 2.0', 1.8, 'malay', '0.80'],
    ['malay is 1.00 at even money', 2.0, 'malay', '1.00'],
    ['malay is negative above 2.0', 3.0, 'malay', '-0.50'],
    ['malay a hair above 2.0 is still even money', 2.001, 'malay', '1.00'],
    ['malay keeps a third decimal for a long price', 500, 'malay', '-0.002'],
    ['indo is positive from 2.0', 3.0, 'indo', '2.00'],
    ['indo is 1.00 at even money', 2.0, 'indo', '1.00'],
    ['indo is negative below 2.0', 1.5, 'indo', '-2.00'],
    ['indo a hair below 2.0 is still even money', 1.999, 'indo', '1.00'],
    ['a price of 1.00 pays nothing in us', 1.0, 'us', '0'],
    ['a price of 1.00 pays nothing in hk', 1.0, 'hk', '0.00'],
    ['a price of 1.00 pays nothing in malay', 1.0, 'malay', '0.00'],
    ['a price of 1.00 shows as it is in euro', 1.0, 'euro', '1.000'],
  ] as const)('%s', (_name, decimal, type, expected) => {
    expect(formatOdds(decimal, type)).toBe(expected);
  });
});

describe('oddsToDecimal (the inverse of formatOdds)', () => {
  it.each([
    ['euro is the decimal', 2.5, 'euro', 2.5],
    ['hk adds one', 1.5, 'hk', 2.5],
    ['us +150 is 2.50', 150, 'us', 2.5],
    ['us -200 is 1.50', -200, 'us', 1.5],
    ['us +100 is 2.00', 100, 'us', 2],
    ['us -100 is 2.00', -100, 'us', 2],
    ['malay 0.80 is 1.80', 0.8, 'malay', 1.8],
    ['malay -0.50 is 3.00', -0.5, 'malay', 3],
    ['indo 2.00 is 3.00', 2, 'indo', 3],
    ['indo -2.00 is 1.50', -2, 'indo', 1.5],
    ['indo -1.00 is even money', -1, 'indo', 2],
  ] as const)('%s', (_name, value, type, expected) => {
    expect(oddsToDecimal(value, type)).toBeCloseTo(expected, 10);
  });

  const oddsType = fc.constantFrom<OddsType>(...ODDS_TYPES);

  it('gives back a price that shows the same value (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1.01, max: 1000, noNaN: true }), oddsType, (decimal, type) => {
        const shown = formatOdds(decimal, type);
        const again = formatOdds(oddsToDecimal(Number(shown), type), type);
        // Within display precision: us shows whole numbers, the others hundredths.
        return Math.abs(Number(again) - Number(shown)) <= (type === 'us' ? 1 : 0.005) + 1e-9;
      }),
    );
  });

  it('gives back the decimal within the precision of the shown value (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1.01, max: 10, noNaN: true }), oddsType, (decimal, type) => {
        const back = oddsToDecimal(Number(formatOdds(decimal, type)), type);
        // Half a display step (0.005, us 0.5 in 100) on the negative forms -1/(d - 1) moves the decimal
        // by about 0.005 (d - 1)^2: 0.01 d^2 bounds it with room for the second-order term.
        return Math.abs(back - decimal) <= 0.01 * decimal * decimal;
      }),
    );
  });

  it('shows a longer price as a value no smaller in euro, hk and us (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1.01, max: 1000, noNaN: true }),
        fc.double({ min: 1.01, max: 1000, noNaN: true }),
        fc.constantFrom<OddsType>('euro', 'hk', 'us'),
        (a, b, type) => a > b || Number(formatOdds(a, type)) <= Number(formatOdds(b, type)),
      ),
    );
  });
});
