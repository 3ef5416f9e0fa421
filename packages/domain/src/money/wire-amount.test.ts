import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerToMajor, ledgerUnits, wireAmountToLedgerUnits } from './units.ts';
import { minorPerMajor, wireDecimals } from './wire-amount.ts';

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
          expect(Math.round(ledgerToMajor(ledgerUnits(minor), code) * minorPerMajor(code))).toBe(minor);
        },
      ),
    );
  });
});

describe('wireAmountToLedgerUnits (SPEC.md §1 cashier, §9 thousand-scaled currencies stored in thousandths)', () => {
  it.each([
    ['EUR cents', 12.5, 'EUR', { ok: true, units: 1250n }],
    ['the largest EUR cashier amount', 10_000, 'EUR', { ok: true, units: 1_000_000n }],
    ['a sum off by binary floating point is still two decimals', 0.29 + 1, 'EUR', { ok: true, units: 129n }],
    ['a third EUR decimal', 10.005, 'EUR', { ok: false, error: 'decimals' }],
    ['KRW is whole', 5000, 'KRW', { ok: true, units: 5000n }],
    ['KRW takes no decimals', 5000.5, 'KRW', { ok: false, error: 'whole' }],
    ['VND is kept in thousandths', 250_000, 'VND', { ok: true, units: 250_000_000n }],
    ['VND takes no decimals', 1500.5, 'VND', { ok: false, error: 'whole' }],
    ['case does not matter', 3, 'idr', { ok: true, units: 3000n }],
  ] as const)('%s', (_name, amount, code, expected) => {
    expect(wireAmountToLedgerUnits(amount, code)).toEqual(expected);
  });

  const currency = fc.constantFrom('EUR', 'GBP', 'KRW', 'VND', 'IDR');

  it('takes any amount with the wire decimals, and ledgerToMajor reads its units back as the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), currency, (wireMinor, code) => {
        const amount = wireMinor / 10 ** wireDecimals(code);
        const result = wireAmountToLedgerUnits(amount, code);
        expect(result).toEqual({
          ok: true,
          units: BigInt(wireMinor) * BigInt(minorPerMajor(code) / 10 ** wireDecimals(code)),
        });
        if (result.ok) expect(ledgerToMajor(result.units, code)).toBe(amount);
      }),
    );
  });

  it('refuses any amount with one decimal more than the wire has', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 1, max: 9 }),
        currency,
        (wireMinor, digit, code) => {
          const decimals = wireDecimals(code);
          const amount = (wireMinor * 10 + digit) / 10 ** (decimals + 1);
          expect(wireAmountToLedgerUnits(amount, code)).toEqual({
            ok: false,
            error: decimals === 0 ? 'whole' : 'decimals',
          });
        },
      ),
    );
  });
});
