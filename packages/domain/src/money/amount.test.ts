import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STAKE_MAX_LENGTH } from '../constants.ts';
import { acceptStakeInput, parseAmount, roundStake, stakeBounds } from './amount.ts';

describe('parseAmount (SPEC.md §5: commas stripped, not numeric yields 0)', () => {
  it.each([
    ['1,250.50', 1250.5],
    ['1,000,000', 1_000_000],
    ['12.', 12],
    ['.5', 0.5],
    [' 7 ', 7],
    ['abc', 0],
    ['', 0],
    ['.', 0],
    ['1e3', 0],
    ['0x10', 0],
    ['1.2.3', 0],
  ])('parses %j as %d', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it('reads back any amount it is given as text (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 99 }), (units, cents) => {
        const text = `${units.toLocaleString('en-US')}.${String(cents).padStart(2, '0')}`;
        return parseAmount(text) === Number(`${units}.${String(cents).padStart(2, '0')}`);
      }),
    );
  });
});

describe('roundStake (SPEC.md §5: rounded to currency precision unless whole)', () => {
  it.each([
    ['a whole stake stays', 10, 2, 10],
    ['a stake rounds to the precision', 10.126, 2, 10.13],
    ['half a cent rounds up, despite binary noise', 2.675, 2, 2.68],
    ['precision 0 rounds to whole units', 10.6, 0, 11],
    ['a whole stake stays even at precision 0', 25_000, 0, 25_000],
  ])('%s', (_name, value, precision, expected) => {
    expect(roundStake(value, precision)).toBe(expected);
  });

  it('never moves a stake by more than half a unit of precision (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 3 }), (v, p) => {
        const rounded = roundStake(v, p);
        return Math.abs(rounded - v) <= 0.5 / 10 ** p + 1e-9 * Math.max(1, v);
      }),
    );
  });
});

describe('stakeBounds (SPEC.md §5: x1000 for thousand-scaled currencies)', () => {
  const settings = { bet_stake_min_amount: 1, bet_stake_max_amount: 10000 };
  it.each([
    ['IDR bounds are scaled', 'IDR', { min: 1000, max: 10_000_000 }],
    ['vnd in lower case is scaled too', 'vnd', { min: 1000, max: 10_000_000 }],
    ['GBP bounds are as set', 'GBP', { min: 1, max: 10000 }],
  ])('%s', (_name, currency, expected) => {
    expect(stakeBounds(settings, currency)).toEqual(expected);
  });
});

describe('acceptStakeInput (SPEC.md §5 stake keyboard)', () => {
  it.each([
    ['a digit is accepted', '1', '12', 'EUR', 2, '12'],
    ['a decimal point is accepted', '12', '12.', 'EUR', 2, '12.'],
    ['a trailing zero stays as typed', '12.', '12.0', 'EUR', 2, '12.0'],
    ['a leading dot with a digit is accepted', '.', '.5', 'EUR', 2, '.5'],
    ['clearing the stake is accepted', '12', '', 'EUR', 2, ''],
    ["'00' is refused", '0', '00', 'EUR', 2, '0'],
    ["a pasted '005' is refused", '', '005', 'EUR', 2, ''],
    ['a lone dot is refused', '', '.', 'EUR', 2, ''],
    ['a second dot is refused', '1.2', '1.2.', 'EUR', 2, '1.2'],
    ['a third decimal is refused', '1.25', '1.255', 'EUR', 2, '1.25'],
    ['a second decimal is refused at precision 1', '1.2', '1.25', 'XAA', 1, '1.2'],
    ['no dot for a thousand-scaled currency', '100', '100.', 'VND', 2, '100'],
    ['no dot for a currency without decimals', '5000', '5000.', 'KRW', 0, '5000'],
    ['letters are refused', '5', '5a', 'EUR', 2, '5'],
    ['commas are refused', '5', '5,', 'EUR', 2, '5'],
    ['13 characters are accepted', '123456789012', '1234567890123', 'EUR', 2, '1234567890123'],
    ['a 14th character is refused', '1234567890123', '12345678901234', 'EUR', 2, '1234567890123'],
  ])('%s', (_name, previous, next, currency, precision, expected) => {
    expect(acceptStakeInput(previous, next, currency, precision)).toBe(expected);
  });

  it('never lets typing produce a stake that breaks a rule (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('0', '1', '5', '9', '.', ',', 'a'), maxLength: 30 }),
        fc.constantFrom(['EUR', 2], ['VND', 2], ['KRW', 0], ['BHD', 3]),
        (typed, [currency, precision]) => {
          let text = '';
          for (const char of typed) text = acceptStakeInput(text, text + char, currency, precision);
          const [, decimals, ...more] = text.split('.');
          const dotAllowed = precision > 0 && currency !== 'VND';
          return (
            text.length <= STAKE_MAX_LENGTH &&
            /^[\d.]*$/.test(text) &&
            more.length === 0 &&
            (decimals === undefined || (dotAllowed && decimals.length <= 2)) &&
            !text.startsWith('00') &&
            text !== '.'
          );
        },
      ),
    );
  });

  it('returns either the new text or the previous one (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (previous, next) =>
        [previous, next].includes(acceptStakeInput(previous, next, 'EUR', 2)),
      ),
    );
  });
});
