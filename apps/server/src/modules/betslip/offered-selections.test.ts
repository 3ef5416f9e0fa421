import type { LiveEvent, Market } from '@sb/contract';
import type { OutcomeQuote } from '@sb/domain';
import { describe, expect, it } from 'vitest';
import { liveQuote } from './offered-selections.ts';

function market(id: number, status: Market['status'], hidden = false): Market {
  return {
    id,
    eventId: 105,
    feedCode: `F105-M${id}`,
    status,
    marketTypeId: 1,
    marketGroupId: 1001,
    marketTypeInfo: { style: 'THREE_WAY', ordinalPosition: 1 },
    period: {
      id: 1,
      abbreviation: 'FT',
      fullAbbreviation: 'FT',
      description: 'Full Time',
      fullDescription: 'Full Time',
      sequence: 0,
      periodType: { id: 1, inRunning: true },
    },
    instance: 1,
    description: 'Match Result',
    cutoffTime: '2026-11-23T12:00:00.000Z',
    outcomes: [
      {
        id: id * 100 + 1,
        marketId: id,
        description: 'Home',
        ordinalPosition: 1,
        hidden,
        consolidatedPrice: { currentPrice: { id: id * 100 + 1, decimal: 2.4 } },
      },
    ],
  };
}

function event(markets: Market[], extra: Partial<LiveEvent> = {}): LiveEvent {
  return {
    id: 105,
    description: 'Sevilla v Betis',
    sportId: 240,
    sportCode: 'FOOT',
    slug: 'sevilla-v-betis-105',
    eventType: 'GAMEEVENT',
    eventDate: '2026-11-23T09:07:00.000Z',
    eventPaths: [],
    opponents: [],
    feedCode: 'F105',
    liveStreaming: false,
    isFinished: false,
    marketCount: markets.length,
    markets,
    ...extra,
  };
}

const open = { outcomeId: 1050101, decimal: 2.4, marketStatus: 'OPEN', inRunning: true } as const;

// SPEC.md §4 "Market status" (what suspends, what removes, feed alerts) as the pricing reads it.
describe('liveQuote: an in-play outcome as the domain prices it', () => {
  it.each<[string, LiveEvent, Partial<OutcomeQuote>]>([
    [
      'an open market of a running game is open and in running',
      event([market(10501, 'OPEN'), market(10502, 'OPEN')]),
      {},
    ],
    [
      'a suspended market while another is open: the market alone',
      event([market(10501, 'SUSPENDED'), market(10502, 'OPEN')]),
      { marketStatus: 'SUSPENDED' },
    ],
    [
      'every market suspended (after a goal): the event is suspended',
      event([market(10501, 'SUSPENDED'), market(10502, 'SUSPENDED')]),
      { marketStatus: 'SUSPENDED', eventSuspended: true },
    ],
    [
      'a feed alert names the markets it holds',
      event([market(10501, 'SUSPENDED'), market(10502, 'SUSPENDED')], { alertSuspendedMarketIds: [10501] }),
      { marketStatus: 'SUSPENDED', eventSuspended: true, feedAlert: true },
    ],
    [
      'a market taken off the event is closed',
      event([market(10502, 'OPEN')]),
      { marketStatus: 'CLOSED', decimal: 1 },
    ],
    [
      'a hidden outcome is closed',
      event([market(10501, 'OPEN', true), market(10502, 'OPEN')]),
      { marketStatus: 'CLOSED' },
    ],
    [
      'a finished game has passed and is no longer in running',
      event([market(10501, 'OPEN'), market(10502, 'OPEN')], { isFinished: true }),
      { eventPassed: true, inRunning: false },
    ],
  ])('%s', (_name, live, expected) => {
    expect(liveQuote(live, 10501, 1050101)).toEqual({
      ...open,
      eventSuspended: false,
      feedAlert: false,
      eventPassed: false,
      ...expected,
    });
  });
});
