import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupMarkets, mainMarket, type MarketLike } from './market-groups.ts';
import { rowMarket, selectMarkets } from './market-selection.ts';

const market = (
  id: number,
  typeId: number,
  prices: number[],
  period = { id: 1, description: 'Full Time', sequence: 0 },
  extra: Partial<MarketLike> & { longTermSuspended?: boolean } = {},
) => ({
  id,
  marketTypeId: typeId,
  marketGroupId: typeId * 1000 + period.id,
  status: 'OPEN' as const,
  description: `Market ${id}`,
  period,
  marketTypeInfo: { ordinalPosition: typeId },
  instance: 1,
  outcomes: prices.map((decimal) => ({ hidden: false, consolidatedPrice: { currentPrice: { decimal } } })),
  ...extra,
});
const H1 = { id: 11, description: '1st Half', sequence: 1 };

describe('groupMarkets (SPEC.md §3 market groups)', () => {
  it('puts the lines of one type and period together, full time before the first half', () => {
    const groups = groupMarkets([
      market(1, 4, [1.5, 2.5], H1),
      market(2, 4, [1.2, 4]),
      market(3, 1, [2, 3, 4]),
      market(4, 4, [1.9, 1.9]),
    ]);
    expect(groups.map((g) => [g.periodDescription, g.markets.map((m) => m.id)])).toEqual([
      ['Full Time', [3]],
      ['Full Time', [2, 4]],
      ['1st Half', [1]],
    ]);
  });
});

describe('selectMarkets (SPEC.md §7 market selection)', () => {
  it('keeps the 3 most balanced lines of a type, in their original order', () => {
    const lines = [
      market(1, 4, [1.05, 9]),
      market(2, 4, [1.4, 2.8]),
      market(3, 4, [1.9, 1.9]),
      market(4, 4, [2.5, 1.5]),
      market(5, 4, [5, 1.1]),
    ];
    expect(selectMarkets(lines).map((m) => m.id)).toEqual([2, 3, 4]);
  });

  it('drops long-term suspended markets and keeps only requested types', () => {
    const list = [
      market(1, 1, [2, 3, 4], undefined, { longTermSuspended: true }),
      market(2, 1, [2, 3, 4]),
      market(3, 3, [1.8, 2]),
    ];
    expect(selectMarkets(list, { marketTypeIds: [1] }).map((m) => m.id)).toEqual([2]);
  });

  it('never returns more than 3 per type nor 50 per event (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 40 }), fc.double({ min: 1.01, max: 20, noNaN: true })), {
          maxLength: 300,
        }),
        (specs) => {
          const selected = selectMarkets(specs.map(([type, price], i) => market(i, type, [price, 2])));
          const counts = new Map<number, number>();
          for (const m of selected) counts.set(m.marketTypeId, (counts.get(m.marketTypeId) ?? 0) + 1);
          return selected.length <= 50 && [...counts.values()].every((n) => n <= 3);
        },
      ),
    );
  });
});

describe('mainMarket', () => {
  it('picks the first-listed full-time market for an event row', () => {
    const list = [market(1, 4, [1.9, 1.9], H1), market(2, 3, [1.8, 2]), market(3, 1, [2, 3, 4])];
    expect(mainMarket(list)?.id).toBe(3);
    expect(mainMarket([market(9, 4, [1.9, 1.9], H1)])?.id).toBe(9);
    expect(mainMarket([])).toBeUndefined();
  });
});

describe('rowMarket (the market of a list row)', () => {
  const result = market(1, 1, [1.6, 4, 5]);
  const halfResult = market(2, 1, [2.5, 2.2, 3.5], H1);
  const lines = [market(3, 4, [1.05, 9]), market(4, 4, [1.9, 1.95]), market(5, 4, [3.2, 1.3])];
  it.each([
    ['the full-time match result when no type is asked', undefined, 1],
    ['the line nearest evens of an asked over/under type', [4], 4],
    ['nothing when the event lacks the asked type', [99], undefined],
  ])('shows %s', (_name, types, expected) => {
    expect(rowMarket([result, halfResult, ...lines], types)?.id).toBe(expected);
  });

  it('skips long-term suspended markets', () => {
    expect(rowMarket([{ ...result, longTermSuspended: true }, ...lines])?.id).toBe(4);
  });
});
