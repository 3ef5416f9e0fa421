import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorPerMajor, toMajor, wireDecimals } from './wire-amount.ts';

describe('wire amounts and ledger units', () => {
  it.each([
    ['EUR has cents', 'EUR', 2, 100],
    ['case does not matter', 'eur', 2, 100],
    ['KRW has no minor unit in use', 'KRW', 0, 1],
    ['VND is whole on the wire and kept in thousandths', 'VND', 0, 1000],
    ['IDR is thousand-scaled too', 'idr', 0, 1000],
  ])('%s', (_name, code, decimals, perMajor) => {
    expect(wireDecimals(code)).toBe(decimals);
    expect(minorPerMajor(code)).toBe(perMajor);
  });

  it('reads any whole number of ledger units back as the same amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.constantFrom('EUR', 'KRW', 'VND'),
        (minor, code) => {
          expect(Math.round(toMajor(minor, code) * minorPerMajor(code))).toBe(minor);
        },
      ),
    );
  });
});
