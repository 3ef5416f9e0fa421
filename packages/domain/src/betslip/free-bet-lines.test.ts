import { describe, expect, it } from 'vitest';
import { freeBetLineUse, freeBetToken } from './free-bet-lines.ts';
import { usableFreeBets } from './free-bets.ts';
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

  const token = (id: number, status: 'available' | 'used' | 'expired', expiresAt = '2030-01-01T00:00:00Z') =>
    freeBetToken({
      id,
      amount: '5.00',
      currency: 'EUR',
      description: 'Free bet',
      expiresAt,
      minOdds: 1.5,
      lineKinds: ['single'],
      status,
    });

  it('a token of the free-bets call: its amount in minor units, and only an available one is usable', () => {
    expect(token(1, 'available')).toMatchObject({ id: 1, amount: 500n, used: false, minOdds: 1.5 });
    const now = new Date('2029-06-01T00:00:00Z');
    const use = { kind: 'single', currency: 'EUR', decimal: 2 } as const;
    const offered = [
      token(1, 'available'),
      token(2, 'used'),
      token(3, 'expired'),
      token(4, 'available', '2029-01-01T00:00:00Z'),
    ];
    expect(usableFreeBets(offered, use, now).map((t) => t.id)).toEqual([1]);
  });
});
