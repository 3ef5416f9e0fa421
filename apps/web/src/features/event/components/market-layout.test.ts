import type { Market } from '@sb/contract';
import { describe, expect, it } from 'vitest';
import { layoutOf, marketLine, scoreColumns, splitLine } from './market-layout.ts';

function market(style: string, outcomes: string[], description = 'Market'): Market {
  return {
    id: 1,
    eventId: 1,
    feedCode: 'm',
    status: 'OPEN',
    marketTypeId: 1,
    marketGroupId: 1,
    marketTypeInfo: { style, ordinalPosition: 1 },
    period: {
      id: 1,
      abbreviation: 'FT',
      fullAbbreviation: 'FT',
      description: 'Full Time',
      fullDescription: 'Full Time',
      sequence: 0,
      periodType: { id: 1, inRunning: false },
    },
    instance: 1,
    description,
    cutoffTime: '2026-11-23T19:00:00.000Z',
    outcomes: outcomes.map((name, i) => ({
      id: i + 1,
      marketId: 1,
      description: name,
      ordinalPosition: i + 1,
      hidden: false,
      consolidatedPrice: { currentPrice: { id: i + 1, decimal: 2 } },
    })),
  };
}

describe('market layout by style', () => {
  it.each([
    [
      'a match result in 3 columns',
      [market('THREE_WAY', ['Arsenal', 'Draw', 'Chelsea'])],
      { kind: 'grid', columns: 3 },
    ],
    ['a two-way market in 2 columns', [market('TWO_WAY', ['Yes', 'No'])], { kind: 'grid', columns: 2 }],
    ['over/under lines as rows', [market('OVER_UNDER', ['Over 2.5', 'Under 2.5'])], { kind: 'over-under' }],
    ['handicap lines as rows', [market('HANDICAP', ['Arsenal -1.5', 'Chelsea +1.5'])], { kind: 'handicap' }],
    [
      'correct scores in result columns',
      [market('CORRECT_SCORE', ['1-0', '0-0', '0-1', 'Any other score'])],
      { kind: 'correct-score' },
    ],
    [
      'set betting with names as a grid',
      [market('CORRECT_SCORE', ['A 2-0', 'A 2-1', 'B 2-1', 'B 2-0'])],
      { kind: 'grid', columns: 2 },
    ],
    [
      'half-time/full-time in 3 columns',
      [
        market(
          'HTFT',
          Array.from({ length: 9 }, (_, i) => `o${i}`),
        ),
      ],
      { kind: 'grid', columns: 3 },
    ],
    [
      'an outright field in as many columns as fit',
      [market('OUTRIGHT', ['A', 'B', 'C', 'D'])],
      { kind: 'grid', columns: 'auto' },
    ],
  ] as const)('lays out %s', (_name, markets, layout) => {
    expect(layoutOf(markets)).toEqual(layout);
  });

  it('orders correct scores by result: home wins, draws, away wins, each by the winning then the losing score', () => {
    const columns = scoreColumns(
      market('CORRECT_SCORE', ['2-1', '0-0', '1-2', '1-0', '0-3', '2-0', '1-1', '0-1', 'Any other score'])
        .outcomes,
    );
    const names = (list: { description: string }[]) => list.map((o) => o.description);
    expect(names(columns.home)).toEqual(['1-0', '2-0', '2-1']);
    expect(names(columns.draw)).toEqual(['0-0', '1-1']);
    expect(names(columns.away)).toEqual(['0-1', '1-2', '0-3']);
    expect(names(columns.other)).toEqual(['Any other score']);
  });

  it('splits a line off an outcome name, and reads a market line from its spread or its name', () => {
    expect(splitLine('Over 2.5')).toEqual({ name: 'Over', line: '2.5' });
    expect(splitLine('Chelsea -1.5')).toEqual({ name: 'Chelsea', line: '-1.5' });
    expect(splitLine('Draw')).toEqual({ name: 'Draw', line: undefined });
    expect(marketLine(market('OVER_UNDER', ['Over 3.5', 'Under 3.5'], 'Total Goals Over/Under 3.5'))).toBe(
      '3.5',
    );
  });
});
