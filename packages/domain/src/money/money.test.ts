import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptStakeInput, parseAmount, roundStake, STAKE_MAX_LENGTH } from './amount.ts';
import {
  currencyPrecision,
  formatMoney,
  isThousandScaled,
  stakeBounds,
  toDisplayAmount,
} from './currency.ts';
import { quickStakes } from './quick-stakes.ts';

describe('currencies (SPEC.md §3, §9)', () => {
  it.each([
    ['VND is thousand-scaled', isThousandScaled('VND'), true],
    ['idr in lower case too', isThousandScaled('idr'), true],
    ['EUR is not', isThousandScaled('EUR'), false],
    ['precision defaults to 2', currencyPrecision('XYZ'), 2],
    ['precision comes from the list', currencyPrecision('KRW', [{ isoCode: 'KRW', precision: 0 }]), 0],
    ['thousand-scaled amounts display divided by 1000', toDisplayAmount(250_000, 'VND'), 250],
    ['others display as stored', toDisplayAmount(12.5, 'EUR'), 12.5],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('formats money with Intl in the locale', () => {
    expect(formatMoney(1234.5, 'EUR', 'en-GB')).toBe('€1,234.50');
    expect(formatMoney(5000, 'KRW', 'en-GB', 0)).toBe('₩5,000');
  });

  it('scales stake bounds by 1000 for thousand-scaled currencies (§5)', () => {
    const settings = { bet_stake_min_amount: 1, bet_stake_max_amount: 10000 };
    expect(stakeBounds(settings, 'IDR')).toEqual({ min: 1000, max: 10_000_000 });
    expect(stakeBounds(settings, 'GBP')).toEqual({ min: 1, max: 10000 });
  });
});

describe('amounts and stakes (SPEC.md §5)', () => {
  it.each([
    ['1,250.50', 1250.5],
    ['abc', 0],
    ['', 0],
    ['12.', 12],
  ])('parses %s as %d', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it.each([
    ['keeps a whole stake', 10, 2, 10],
    ['rounds to the precision', 10.126, 2, 10.13],
    ['rounds to whole units at precision 0', 10.6, 0, 11],
  ])('%s', (_name, value, precision, expected) => {
    expect(roundStake(value, precision)).toBe(expected);
  });

  it.each([
    ['a digit is accepted', '1', '12', 'EUR', 2, '12'],
    ['a decimal point is accepted', '12', '12.', 'EUR', 2, '12.'],
    ["'00' is refused", '0', '00', 'EUR', 2, '0'],
    ['a lone dot is refused', '', '.', 'EUR', 2, ''],
    ['a second dot is refused', '1.2', '1.2.', 'EUR', 2, '1.2'],
    ['a third decimal is refused', '1.25', '1.255', 'EUR', 2, '1.25'],
    ['no dot for a thousand-scaled currency', '100', '100.', 'VND', 0, '100'],
    ['no dot for a currency without decimals', '5000', '5000.', 'KRW', 0, '5000'],
    ['letters are refused', '5', '5a', 'EUR', 2, '5'],
    ['more than 13 characters are refused', '1234567890123', '12345678901234', 'EUR', 2, '1234567890123'],
  ])('%s', (_name, previous, next, currency, precision, expected) => {
    expect(acceptStakeInput(previous, next, currency, precision)).toBe(expected);
  });

  it('never accepts a stake text that breaks a rule (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('0', '1', '5', '9', '.', ',', 'a') }),
        fc.constantFrom('EUR', 'VND', 'KRW'),
        (typed, currency) => {
          const precision = currency === 'EUR' ? 2 : 0;
          let text = '';
          for (const char of typed) text = acceptStakeInput(text, text + char, currency, precision);
          const decimals = text.split('.')[1];
          return (
            text.length <= STAKE_MAX_LENGTH &&
            text.split('.').length <= (precision > 0 ? 2 : 1) &&
            (decimals === undefined || decimals.length <= 2) &&
            text !== '00' &&
            text !== '.'
          );
        },
      ),
    );
  });
});

describe('quick stakes (SPEC.md §9)', () => {
  it.each([
    ['EUR presets', 'EUR', '', [5, 25, 100, 500]],
    ['KRW presets', 'KRW', '', [5000, 25000, 100000, 500000]],
    ['an unknown currency gets the defaults', 'CHF', '', [10, 25, 100, 500]],
    ['settings JSON overrides a currency', 'EUR', '{"EUR":[1,2,3,4]}', [1, 2, 3, 4]],
    ['invalid JSON falls back', 'INR', '{not json', [250, 1000, 5000, 25000]],
    ['an entry of the wrong shape falls back', 'EUR', '{"EUR":[1,2]}', [5, 25, 100, 500]],
  ] as const)('%s', (_name, currency, json, expected) => {
    expect(quickStakes(currency, json)).toEqual(expected);
  });

  it('always gives four positive amounts (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (currency, json) => {
        const stakes = quickStakes(currency, json);
        return stakes.length === 4 && stakes.every((s) => s > 0 && Number.isFinite(s));
      }),
    );
  });
});
