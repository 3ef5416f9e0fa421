import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountToMinor, hasStake, minorToAmount, stakeFromInput } from './stake-amount.ts';

describe('wire amounts in exact minor units (SPEC.md §3 minBetStake "1250.00", §9 currencies)', () => {
  it.each([
    ['euro cents', '12.50', 'EUR', 1250n],
    ['a whole euro amount', '1250', 'EUR', 125000n],
    ['one decimal', '0.5', 'EUR', 50n],
    ['a third decimal rounds half up (§5 rounded to precision)', '0.125', 'EUR', 13n],
    ['a third decimal below half rounds down', '0.124', 'EUR', 12n],
    ['won are whole', '5000', 'KRW', 5000n],
    ['VND is whole on the wire', '250000', 'VND', 250000n],
    ['a VND fraction rounds to whole dong', '12.5', 'VND', 13n],
    ['not an amount is 0', 'abc', 'EUR', 0n],
    ['a negative amount is not a stake', '-5', 'EUR', 0n],
    ['empty is 0', '', 'EUR', 0n],
  ])('%s: %s %s is %d', (_name, amount, currency, minor) => {
    expect(amountToMinor(amount, currency)).toBe(minor);
  });

  it.each([
    [125000n, 'EUR', '1250.00'],
    [5n, 'EUR', '0.05'],
    [0n, 'EUR', '0.00'],
    [5000n, 'KRW', '5000'],
    [250000n, 'VND', '250000'],
    [-150n, 'EUR', '-1.50'],
  ])('%d minor units of %s read %s', (minor, currency, amount) => {
    expect(minorToAmount(minor, currency)).toBe(amount);
  });

  it('writes and reads back any amount unchanged (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.constantFrom('EUR', 'KRW', 'VND'),
        (minor, currency) => {
          expect(amountToMinor(minorToAmount(minor, currency), currency)).toBe(minor);
        },
      ),
    );
  });
});

describe('stakeFromInput (SPEC.md §5 stake text to a stake; §9 thousand-scaled currencies)', () => {
  it.each([
    ['commas are stripped', '1,250.5', 'EUR', 2, '1250.50'],
    ['a trailing dot is the whole amount', '12.', 'EUR', 2, '12.00'],
    ['not numeric is no stake', 'abc', 'EUR', 2, '0'],
    ['rounded to the precision', '2.675', 'EUR', 2, '2.68'],
    ['a whole stake stays', '10', 'EUR', 2, '10.00'],
    ['VND is typed in thousands', '250', 'VND', 0, '250000'],
    ['KRW is whole', '5000', 'KRW', 0, '5000'],
    ['zero is no stake', '0', 'EUR', 2, '0'],
  ])('%s', (_name, text, currency, precision, stake) => {
    expect(stakeFromInput(text, currency, precision)).toBe(stake);
  });

  it.each([
    ['0.01', true],
    ['0', false],
    ['0.00', false],
    [undefined, false],
  ])('hasStake(%j) is %s', (amount, expected) => {
    expect(hasStake(amount, 'EUR')).toBe(expected);
  });
});
