import { describe, expect, it } from 'vitest';
import type { MarketLike } from './market-groups.ts';
import { ASIAN_ROW_MARKET_TYPES, asianRowMarketTypeIds, asianRowMarkets } from './asian-row.ts';

const FOOT = ASIAN_ROW_MARKET_TYPES.FOOT!;
/** A market: id, type, period sequence (0 full time), its prices, and a team's opponent id. */
const m = (
  id: number,
  type: number,
  sequence: number,
  prices: number[],
  opponentId?: number,
): MarketLike => ({
  id,
  marketTypeId: type,
  marketGroupId: type,
  status: 'OPEN',
  description: `m${id}`,
  period: { id: sequence, description: '', sequence },
  marketTypeInfo: { ordinalPosition: type },
  instance: 1,
  ...(opponentId !== undefined && { opponentId }),
  outcomes: prices.map((decimal) => ({ hidden: false, consolidatedPrice: { currentPrice: { decimal } } })),
});

describe('asianRowMarkets (the Asian layout of a football row)', () => {
  it.each([
    [
      'the full-time result, the most balanced handicap and match total',
      [
        m(1, 1, 1, [2.9, 2.1, 3.6]), // first-half result
        m(2, 1, 0, [2.1, 3.4, 3.5]),
        m(3, 5, 0, [1.5, 2.6]),
        m(4, 5, 0, [1.93, 1.95]),
        m(5, 4, 1, [1.9, 1.9]), // first-half total, even more balanced
        m(6, 4, 0, [1.8, 2.0]),
        m(7, 4, 0, [1.85, 1.95], 10), // a team's total
        m(8, 4, 0, [1.2, 4.2]),
      ],
      { result: 2, handicap: 4, total: 6 },
    ],
    [
      'equally balanced lines: the lower id',
      [m(9, 5, 0, [1.9, 2.0]), m(8, 5, 0, [2.0, 1.9])],
      { handicap: 8 },
    ],
    ['no handicap or total offered: those cells stay empty', [m(2, 1, 0, [2.1, 3.4, 3.5])], { result: 2 }],
  ])('%s', (_, markets, ids: { result?: number; handicap?: number; total?: number }) => {
    const row = asianRowMarkets(markets, FOOT);
    expect({ result: row.result?.id, handicap: row.handicap?.id, total: row.total?.id }).toEqual({
      result: undefined,
      handicap: undefined,
      total: undefined,
      ...ids,
    });
  });

  it('asks football for its three market types, and nothing for a sport without an Asian row', () => {
    expect(asianRowMarketTypeIds('FOOT')).toEqual([1, 5, 4]);
    expect(asianRowMarketTypeIds('TENN')).toBeUndefined();
  });
});
