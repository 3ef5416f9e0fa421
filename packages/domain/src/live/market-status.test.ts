import type { FeedMarketStatus } from '@sb/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allOutcomesHidden, applyMarketStatus, isRemovingStatus, wirePriceToPrice } from './market-status.ts';
import { market, outcome } from './test-fixtures.ts';

const statuses: FeedMarketStatus[] = ['OPEN', 'SUSPENDED', 'LTS', 'SETTLED', 'RESULTED', 'CLOSED'];

describe('market status (SPEC.md §4 "Market status")', () => {
  it.each([
    ['OPEN', false],
    ['SUSPENDED', false],
    ['LTS', true],
    ['SETTLED', true],
    ['RESULTED', true],
    ['CLOSED', true],
  ] as const)('%s removes the market: %s', (s, removes) => {
    expect(isRemovingStatus(s)).toBe(removes);
    expect(applyMarketStatus(market(1), s) === null).toBe(removes);
  });

  it.each([
    ['OPEN', 'SUSPENDED'],
    ['SUSPENDED', 'OPEN'],
  ] as const)('%s toggles to %s', (from, to) => {
    expect(applyMarketStatus(market(1, { status: from }), to)?.status).toBe(to);
  });

  it('returns the same market when the status does not change', () => {
    const m = market(1);
    expect(applyMarketStatus(m, 'OPEN')).toBe(m);
  });

  it.each([
    ['none hidden', [false, false], false],
    ['one hidden', [true, false], false],
    ['all hidden', [true, true], true],
    ['no outcomes', [], true],
  ])('allOutcomesHidden: %s', (_, hidden, expected) => {
    const m = market(1, { outcomes: hidden.map((h, i) => outcome(i + 1, 1, { hidden: h })) });
    expect(allOutcomesHidden(m)).toBe(expected);
  });

  it.each([
    [{ d: 1.5 }, { id: 7, decimal: 1.5 }],
    [
      { d: 1.9, s0: -1.5 },
      { id: 7, decimal: 1.9, spread: -1.5 },
    ],
    [
      { d: 2.1, s0: 2.5, s1: 3, f: 'x' },
      { id: 7, decimal: 2.1, spread: 2.5, spread2: 3 },
    ],
  ])('wirePriceToPrice(%j)', (wire, price) => {
    expect(wirePriceToPrice(7, wire)).toStrictEqual(price);
  });

  it('property: a status is either removing or yields a market with that status', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...statuses),
        fc.constantFrom('OPEN' as const, 'SUSPENDED' as const),
        (s, from) => {
          const next = applyMarketStatus(market(1, { status: from }), s);
          return isRemovingStatus(s) ? next === null : next?.status === s;
        },
      ),
    );
  });
});
