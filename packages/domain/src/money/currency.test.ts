import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currencyPrecision,
  formatMoney,
  isThousandScaled,
  THOUSAND_SCALED_CURRENCIES,
  toDisplayAmount,
  toStoredAmount,
} from './currency.ts';

describe('currencies (SPEC.md §3 Currency, §9 thousand-scaled currencies)', () => {
  it.each([
    ['VND is thousand-scaled (§9)', isThousandScaled('VND'), true],
    ['KHR is thousand-scaled (§9)', isThousandScaled('KHR'), true],
    ['a code in lower case is recognised too', isThousandScaled('idr'), true],
    ['EUR is not thousand-scaled', isThousandScaled('EUR'), false],
    ['precision defaults to 2 (§3)', currencyPrecision('XYZ'), 2],
    [
      'precision comes from the currency list',
      currencyPrecision('KRW', [{ isoCode: 'KRW', precision: 0 }]),
      0,
    ],
    [
      'the list is matched case-insensitively',
      currencyPrecision('krw', [{ isoCode: 'KRW', precision: 0 }]),
      0,
    ],
    [
      'a negative precision in the list is ignored',
      currencyPrecision('X', [{ isoCode: 'X', precision: -1 }]),
      2,
    ],
    ['thousand-scaled amounts display divided by 1000 (§9)', toDisplayAmount(250_000, 'VND'), 250],
    ['other amounts display as stored', toDisplayAmount(12.5, 'EUR'), 12.5],
    ['a typed thousand-scaled amount is stored times 1000', toStoredAmount(250, 'MMK'), 250_000],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['euro in English', 1234.5, 'EUR', 'en-GB', undefined, '€1,234.50'],
    ['won without decimals', 5000, 'KRW', 'en-GB', 0, '₩5,000'],
    ['euro in German groups with dots', 1234.5, 'EUR', 'de-DE', undefined, '1.234,50\u00a0€'],
    ['a code Intl refuses is written after the number', 12.5, 'USDT', 'en', undefined, '12.50 USDT'],
    ['a broken locale tag falls back to English', 3, 'GBP', '!!', undefined, '£3.00'],
  ])('formats %s', (_name, amount, currency, locale, precision, expected) => {
    expect(formatMoney(amount, currency, locale, precision)).toBe(expected);
  });

  it('stores and displays a thousand-scaled amount without loss (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.constantFrom(...THOUSAND_SCALED_CURRENCIES, 'EUR', 'KRW'),
        (stored, currency) => toStoredAmount(toDisplayAmount(stored, currency), currency) === stored,
      ),
    );
  });
});
