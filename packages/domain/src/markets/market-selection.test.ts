import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MarketLike } from './market-groups.ts';
import { priceDifference, rowMarket, selectMarkets } from './market-selection.ts';

type Market = MarketLike & { longTermSuspended?: boolean };

const market = (id: number, typeId: number, prices: number[], extra: Partial<Market> = {}): Market => ({
  id,
  marketTypeId: typeId,
  marketGroupId: typeId,
  status: 'OPEN',
  description: `Market ${id}`,
  period: { id: 1, description: 'Full Time', sequence: 0 },
  marketTypeInfo: { ordinalPosition: typeId },
  instance: id,
  outcomes: prices.map((decimal) => ({ hidden: false, consolidatedPrice: { currentPrice: { decimal } } })),
  ...extra,
});

const hiddenLast = (m: Market): Market => ({
  ...m,
  outcomes: m.outcomes.map((o, i) => (i === m.outcomes.length - 1 ? { ...o, hidden: true } : o)),
});

const specs = fc.array(
  fc.tuple(fc.integer({ min: 1, max: 40 }), fc.double({ min: 1.01, max: 20, noNaN: true }), fc.boolean()),
  { maxLength: 300 },
);
const build = (s: [number, number, boolean][]) =>
  s.map(([type, price, lts], i) => market(i, type, [price, 2], { longTermSuspended: lts }));

describe('priceDifference (SPEC.md §7: the most balanced line has the smallest)', () => {
  it.each([
    ['a balanced line has none', market(1, 1, [1.9, 1.9]), 0],
    ['highest minus lowest visible price', market(1, 1, [1.5, 2.6, 4]), 2.5],
    ['hidden outcomes do not count', hiddenLast(market(1, 1, [1.8, 2, 9])), 0.2],
    ['a market with no visible price comes last', market(1, 1, []), Number.POSITIVE_INFINITY],
  ])('%s', (_name, m, expected) => {
    expect(priceDifference(m)).toBeCloseTo(expected, 10);
  });
});

describe('selectMarkets (SPEC.md §7 market selection)', () => {
  const lines = [
    market(1, 4, [1.05, 9]),
    market(2, 4, [1.4, 2.8]),
    market(3, 4, [1.9, 1.9]),
    market(4, 4, [2.5, 1.5]),
    market(5, 4, [5, 1.1]),
  ];

  it.each([
    ['keeps the 3 most balanced lines of a type, most balanced first', lines, {}, [3, 4, 2]],
    [
      'keeps market types in the order of their first market',
      [market(1, 9, [2, 2]), market(2, 1, [1.5, 3]), market(3, 9, [1.5, 3])],
      {},
      [1, 3, 2],
    ],
    [
      'drops long-term suspended markets',
      [market(1, 1, [2, 3, 4], { longTermSuspended: true }), market(2, 1, [2, 3, 4])],
      {},
      [2],
    ],
    [
      'keeps suspended markets that are not long-term suspended',
      [market(1, 1, [2, 3], { status: 'SUSPENDED' })],
      {},
      [1],
    ],
    [
      'keeps only the requested market types',
      [market(1, 1, [2, 3, 4]), market(2, 3, [1.8, 2])],
      { marketTypeIds: [3] },
      [2],
    ],
    ['takes a smaller per-type limit', lines, { perMarketType: 1 }, [3]],
    ['takes a smaller per-event limit', lines, { perEvent: 2 }, [3, 4]],
  ])('%s', (_name, markets, opts, expected) => {
    expect(selectMarkets(markets, opts).map((m) => m.id)).toEqual(expected);
  });

  it('keeps hidden outcomes in the markets it returns', () => {
    const [selected] = selectMarkets([hiddenLast(market(1, 1, [1.8, 2, 9]))]);
    expect(selected?.outcomes.map((o) => o.hidden)).toEqual([false, false, true]);
  });

  it('never returns more than 3 per type nor 50 per event, nor a long-term suspended market (property)', () => {
    fc.assert(
      fc.property(specs, (s) => {
        const selected = selectMarkets(build(s));
        const counts = new Map<number, number>();
        for (const m of selected) counts.set(m.marketTypeId, (counts.get(m.marketTypeId) ?? 0) + 1);
        return (
          selected.length <= 50 &&
          [...counts.values()].every((n) => n <= 3) &&
          selected.every((m) => !m.longTermSuspended)
        );
      }),
    );
  });

  it('never drops a line for a less balanced one of the same type (property)', () => {
    fc.assert(
      fc.property(specs, (s) => {
        const markets = build(s).filter((m) => !m.longTermSuspended);
        const selected = new Set(selectMarkets(markets, { perEvent: Infinity }));
        return markets.every(
          (dropped) =>
            selected.has(dropped) ||
            [...selected]
              .filter((kept) => kept.marketTypeId === dropped.marketTypeId)
              .every((kept) => priceDifference(kept) <= priceDifference(dropped)),
        );
      }),
    );
  });
});

describe('rowMarket (the market of a list row, lightWeightResponse)', () => {
  const H1 = { id: 11, description: '1st Half', sequence: 1 };
  const result = market(1, 1, [1.6, 4, 5]);
  const halfResult = market(2, 1, [2.5, 2.2, 3.5], { period: H1 });
  const lines = [market(3, 4, [1.05, 9]), market(4, 4, [1.9, 1.95]), market(5, 4, [3.2, 1.3])];
  it.each([
    ['the full-time match result when no type is asked', [result, halfResult, ...lines], undefined, 1],
    ['the line nearest evens of an asked over/under type', [result, halfResult, ...lines], [4], 4],
    ['nothing when the event lacks the asked type', [result, halfResult, ...lines], [99], undefined],
    [
      'a first-half market when the event has no full-time one',
      [halfResult, market(6, 2, [2, 2], { period: H1 })],
      undefined,
      2,
    ],
    ['not a long-term suspended market', [{ ...result, longTermSuspended: true }, ...lines], undefined, 4],
  ])('shows %s', (_name, markets, types, expected) => {
    expect(rowMarket(markets, types)?.id).toBe(expected);
  });

  it('is always one of the markets selectMarkets would list (property)', () => {
    fc.assert(
      fc.property(
        specs,
        fc.option(fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 3 })),
        (s, types) => {
          const markets = build(s);
          const row = rowMarket(markets, types ?? undefined);
          const listed = selectMarkets(markets, {
            ...(types ? { marketTypeIds: types } : {}),
            perEvent: Infinity,
          });
          return row === undefined ? listed.length === 0 : listed.includes(row);
        },
      ),
    );
  });
});
