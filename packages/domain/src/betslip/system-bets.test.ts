import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableSystemBets,
  binomial,
  foldName,
  NAMED_SYSTEM_BETS,
  systemByRef,
  systemCombinationCount,
  systemRef,
} from './system-bets.ts';

describe('system bets (SPEC.md §9 system bet type ids)', () => {
  it.each([
    ['Trixie', '058', 3, 4],
    ['Patent', '057', 3, 7],
    ['Yankee', '019', 4, 11],
    ['Lucky 15', '059', 4, 15],
    ['Canadian', '020', 5, 26],
    ['Lucky 31', '060', 5, 31],
    ['Heinz', '021', 6, 57],
    ['Lucky 63', '047', 6, 63],
    ['Super Heinz', '022', 7, 120],
    ['Goliath', '046', 8, 247],
  ])('a %s (code %s) over %d selections is %d bets', (name, code, selections, bets) => {
    const type = NAMED_SYSTEM_BETS.find((s) => s.name === name)!;
    expect(type.code).toBe(code);
    expect(type.betTypeId).toBe(200_000 + Number(code));
    expect(type.selections).toBe(selections);
    expect(systemCombinationCount(type.folds, selections)).toBe(bets);
  });

  it.each([
    ['2 selections give no system bets (§9)', 2, {}, []],
    ['3 selections: Doubles, Trixie, Patent', 3, {}, ['Doubles', 'Trixie', 'Patent']],
    ['4 selections: Doubles, Trebles, Yankee, Lucky 15', 4, {}, ['Doubles', 'Trebles', 'Yankee', 'Lucky 15']],
    [
      '5 selections: Doubles to 4-Folds, Canadian, Lucky 31',
      5,
      {},
      ['Doubles', 'Trebles', '4-Folds', 'Canadian', 'Lucky 31'],
    ],
    [
      '9 selections: folds 2 to 8, no named cover',
      9,
      {},
      ['Doubles', 'Trebles', ...[4, 5, 6, 7, 8].map((k) => `${k}-Folds`)],
    ],
    ['the African slip shows none (§9)', 4, { african: true }, []],
    ['a banker leaves 3 others: the Trixie family', 4, { bankers: 1 }, ['Doubles', 'Trixie', 'Patent']],
    ['bankers leaving fewer than 3 others give none', 4, { bankers: 2 }, []],
  ])('%s', (_name, selections, options, names) => {
    expect(availableSystemBets(selections, options).map((s) => s.name)).toEqual(names);
  });

  it('folds stop at 12 (codes 002-012)', () => {
    const folds = availableSystemBets(15).map((s) => s.code);
    expect(folds.at(-1)).toBe('012');
    expect(folds).toHaveLength(11);
  });

  it.each([
    [2, 'Doubles'],
    [3, 'Trebles'],
    [4, '4-Folds'],
    [12, '12-Folds'],
  ])('fold %d is called %s', (fold, name) => {
    expect(foldName(fold)).toBe(name);
  });

  it('finds a system by its ref', () => {
    const offered = availableSystemBets(3);
    expect(systemRef(offered[1]!)).toBe('sys058');
    expect(systemByRef('sys057', offered)?.name).toBe('Patent');
    expect(systemByRef('sys019', offered)).toBeUndefined();
  });

  it("a system's bet count is the sum of C(n, k) over its folds, counted by listing (property)", () => {
    const subsets = (n: number): number[] => Array.from({ length: 2 ** n }, (_, mask) => mask);
    const bits = (mask: number): number => mask.toString(2).replaceAll('0', '').length;
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 12 }), (n) => {
        for (const type of availableSystemBets(n)) {
          const listed = subsets(n).filter((m) => type.folds.includes(bits(m))).length;
          expect(systemCombinationCount(type.folds, n)).toBe(listed);
        }
      }),
    );
  });

  it('C(n, k) is symmetric and adds up row by row (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 40 }), (n, k) => {
        expect(binomial(n, k)).toBe(binomial(n, n - k));
        if (k >= 1) expect(binomial(n, k)).toBe(binomial(n - 1, k - 1) + binomial(n - 1, k));
      }),
    );
  });
});
