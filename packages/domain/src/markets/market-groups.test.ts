import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupMarkets, mainMarket, type MarketLike } from './market-groups.ts';

const FT = { id: 1, description: 'Full Time', sequence: 0 };
const H1 = { id: 11, description: '1st Half', sequence: 1 };

const market = (id: number, typeId: number, period = FT, extra: Partial<MarketLike> = {}): MarketLike => ({
  id,
  marketTypeId: typeId,
  marketGroupId: typeId * 1000 + period.id + (extra.opponentId ?? 0) * 100,
  status: 'OPEN',
  description: `Type ${typeId}`,
  period,
  marketTypeInfo: { ordinalPosition: typeId },
  instance: id,
  outcomes: [],
  ...extra,
});

describe('groupMarkets (SPEC.md §3 Market groups)', () => {
  it.each([
    [
      'puts the lines of one type and period together, full time before the first half',
      [market(1, 4, H1), market(2, 4), market(3, 1), market(4, 4)],
      [
        ['Full Time', [3]],
        ['Full Time', [2, 4]],
        ['1st Half', [1]],
      ],
    ],
    [
      'orders groups of one period by the ordinal position of their type',
      [market(1, 9), market(2, 3), market(3, 5)],
      [
        ['Full Time', [2]],
        ['Full Time', [3]],
        ['Full Time', [1]],
      ],
    ],
    [
      'keeps one group per opponent (team totals)',
      [market(1, 7, FT, { opponentId: 1 }), market(2, 7, FT, { opponentId: 2 })],
      [
        ['Full Time', [1]],
        ['Full Time', [2]],
      ],
    ],
    ['gives no groups for no markets', [], []],
  ])('%s', (_name, markets, expected) => {
    expect(groupMarkets(markets).map((g) => [g.periodDescription, g.markets.map((m) => m.id)])).toEqual(
      expected,
    );
  });

  it('carries the group fields of §3: id, type, period, opponent and descriptions', () => {
    expect(groupMarkets([market(1, 7, H1, { opponentId: 3 })])[0]).toEqual({
      id: 7311,
      marketTypeId: 7,
      periodId: 11,
      opponentId: 3,
      description: 'Type 7',
      periodDescription: '1st Half',
      markets: [expect.objectContaining({ id: 1 })],
    });
  });

  it('puts every market in exactly one group of its own group id (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.boolean()), { maxLength: 40 }),
        (specs) => {
          const markets = specs.map(([type, half], i) => market(i, type, half ? H1 : FT));
          const groups = groupMarkets(markets);
          const ids = groups.flatMap((g) => g.markets.map((m) => m.id)).sort((a, b) => a - b);
          return (
            ids.join() === markets.map((m) => m.id).join() &&
            groups.every((g) => g.markets.every((m) => m.marketGroupId === g.id)) &&
            new Set(groups.map((g) => g.id)).size === groups.length
          );
        },
      ),
    );
  });

  it('never lists a later period before an earlier one (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.boolean()), { maxLength: 40 }),
        (specs) => {
          const sequences = groupMarkets(specs.map(([type, half], i) => market(i, type, half ? H1 : FT))).map(
            (g) => g.markets[0]!.period.sequence,
          );
          return sequences.every((s, i) => i === 0 || s >= sequences[i - 1]!);
        },
      ),
    );
  });
});

describe('mainMarket (the market an event row shows)', () => {
  it.each([
    ['the first-listed full-time market', [market(1, 4, H1), market(2, 3), market(3, 1)], 3],
    ['the first market when none is full time', [market(9, 4, H1)], 9],
    ['nothing without markets', [], undefined],
  ])('%s', (_name, markets, expected) => {
    expect(mainMarket(markets)?.id).toBe(expected);
  });
});
