import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageSelectorLayout, topIconRow } from './menu.ts';

describe('topIconRow (SPEC.md §2 Side menu, §9: at most 5)', () => {
  it.each([
    ['keeps a short row', [1, 2, 3], [1, 2, 3]],
    ['cuts a long row to its first 5', [1, 2, 3, 4, 5, 6, 7], [1, 2, 3, 4, 5]],
    ['an empty row stays empty', [], []],
  ])('%s', (_name, items, expected) => {
    expect(topIconRow(items)).toEqual(expected);
  });

  it('is a prefix of the configured items, at most 5 long (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), (items) => {
        const row = topIconRow(items);
        return row.length === Math.min(5, items.length) && row.every((item, i) => item === items[i]);
      }),
    );
  });
});

describe('languageSelectorLayout (SPEC.md §2 Side menu, §9)', () => {
  it.each([
    ['hidden with no language', 0, 'hidden'],
    ['hidden with one language', 1, 'hidden'],
    ['a list with two', 2, 'list'],
    ['a list at 7', 7, 'list'],
    ['a grid with flags at 8', 8, 'grid'],
  ] as const)('%s', (_name, count, expected) => {
    expect(languageSelectorLayout(count)).toBe(expected);
  });

  it('never goes back from grid to list as languages are added (property)', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.nat(100), (a, b) => {
        const rank = { hidden: 0, list: 1, grid: 2 };
        return a > b || rank[languageSelectorLayout(a)] <= rank[languageSelectorLayout(b)];
      }),
    );
  });
});
