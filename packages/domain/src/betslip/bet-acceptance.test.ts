import { describe, expect, it } from 'vitest';
import { ledgerUnits } from '../money/units.ts';
import { combinationKey, combinationLimitReached, limitUnits, lineLiability } from './bet-acceptance.ts';

describe('the critical combination limit (RES-00233)', () => {
  it.each([
    ['EUR 1000.00 is 100000 units', 1000, 'EUR', 100000n],
    ['VND limits are x1000 like stake limits', 1000, 'VND', 1000000000n],
    ['0 is no limit', 0, 'EUR', undefined],
  ])('%s', (_name, limit, currency, units) => {
    expect(limitUnits(limit, currency)).toBe(units);
  });

  it('a line owes its returns less the stake it took; a free bet owes its whole returns', () => {
    const line = { potentialReturns: 5000n, totalStake: 1000n, isFreeBet: false };
    expect(lineLiability(line, 'EUR')).toBe(4000n);
    expect(lineLiability({ ...line, isFreeBet: true }, 'EUR')).toBe(5000n);
  });

  it('the same outcomes in any order are one combination', () => {
    expect(combinationKey([3, 1, 2, 1])).toEqual([1, 2, 3]);
  });

  it.each([
    ['below the limit', 600n, 300n, 1000n, false],
    ['exactly at the limit', 700n, 300n, 1000n, false],
    ['one unit above', 701n, 300n, 1000n, true],
    ['a new combination above on its own', 0n, 1001n, 1000n, true],
    ['no limit', 10n ** 12n, 1n, undefined, false],
  ])('%s', (_name, booked, line, limit, reached) => {
    const units = (n: bigint | undefined) => (n === undefined ? undefined : ledgerUnits(n));
    expect(combinationLimitReached(ledgerUnits(booked), ledgerUnits(line), units(limit))).toBe(reached);
  });
});
