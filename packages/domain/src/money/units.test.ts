import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerPerWireMinor, ledgerUnits, toLedgerUnits, toWireMinor, type LedgerUnits } from './units.ts';

describe('ledger units and wire minor units', () => {
  it.each([
    ['EUR', 1n],
    ['KRW', 1n],
    ['VND', 1000n],
    ['IDR', 1000n],
  ])('%s: %s ledger units per wire minor unit', (currency, per) => {
    expect(ledgerPerWireMinor(currency)).toBe(per);
  });

  it.each([
    ['EUR', 1250n, 1250n],
    ['VND', 25_000n, 25_000_000n],
  ])('%s: %s wire minor units are %s ledger units', (currency, minor, units) => {
    expect(toLedgerUnits(minor, currency)).toBe(units);
    expect(toWireMinor(ledgerUnits(units), currency)).toBe(minor);
  });

  it('reads a column (number or exact numeric string) as ledger units', () => {
    expect(ledgerUnits(42)).toBe(42n);
    expect(ledgerUnits('9007199254740993')).toBe(9_007_199_254_740_993n);
  });

  it('truncates a fraction of a wire minor unit', () => {
    expect(toWireMinor(ledgerUnits(1999), 'VND')).toBe(1n);
  });

  it('refuses ledger units where wire minor units are due', () => {
    // @ts-expect-error ledger units are not wire minor units
    expect(toLedgerUnits(ledgerUnits(1), 'VND')).toBe(1000n);
  });

  it('a wire amount goes to the ledger and back unchanged', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.constantFrom('EUR', 'USD', 'KRW', 'VND', 'IDR'),
        (minor, currency) => toWireMinor(toLedgerUnits(minor, currency), currency) === minor,
      ),
    );
  });
});

describe('ledger units are a type of their own', () => {
  it('takes no number and mixes with no number', () => {
    // @ts-expect-error a number is not ledger units
    const fromNumber: LedgerUnits = 5;
    // @ts-expect-error a plain bigint is not ledger units either: ledgerUnits() or toLedgerUnits() make one
    const fromBigint: LedgerUnits = 5n;
    // @ts-expect-error bigint and number do not add up (nor would they at run time: a TypeError)
    const mixed = (): unknown => ledgerUnits(5) + 1;
    expect([fromNumber, fromBigint, mixed]).toBeDefined();
  });
});
