import { describe, expect, it } from 'vitest';
import { freeBetLineUse } from './free-bet-lines.ts';
import { single, slip } from './test-slips.ts';

describe('a line as a free-bet token sees it (SPEC.md §3 isFreeBet, §8 RES-00241)', () => {
  const priced = slip({
    singles: [
      single(1, 2.5),
      single(2, 1.4, { ref: 'sel2' }),
      single(3, 3, { ref: 'sel3', includeInMultiples: false }),
    ],
    multiples: [{ ref: 'mul1', decimal: 3.5 }],
    systems: [{ ref: 'sys058' }],
  });

  it.each([
    ['a single: its price', 'sel1', { kind: 'single', decimal: 2.5 }],
    ["the multiple: the accumulator's price", 'mul1', { kind: 'multiple', decimal: 3.5 }],
    [
      'a system: its lowest leg (a leg left out of multiples does not count)',
      'sys058',
      { kind: 'system', decimal: 1.4 },
    ],
    ['a ref the slip does not hold', 'sel9', undefined],
    ['a system the slip does not offer', 'sys059', undefined],
    ['not a line at all', 'xyz', undefined],
  ])('%s', (_name, ref, use) => {
    expect(freeBetLineUse(priced, ref)).toEqual(use);
  });

  it('a multiple not priced yet has no odds to hold a token against', () => {
    expect(freeBetLineUse(slip({ ...priced, multiples: [{ ref: 'mul1' }] }), 'mul1')).toBeUndefined();
  });
});
