import { describe, expect, it } from 'vitest';
import { topics } from './live-paths.ts';
import { ClientMessage, FeedUpdate, LiveFields, ServerMessage, Topic } from './live.ts';
import { feedMarkHeader, readFeedMarkHeader } from './live-paths.ts';

const market = {
  id: 1,
  eventId: 1,
  feedCode: 'F1',
  status: 'OPEN',
  marketTypeId: 10,
  marketGroupId: 100,
  marketTypeInfo: { style: 'WDW', ordinalPosition: 1 },
  period: {
    id: 1,
    abbreviation: 'FT',
    fullAbbreviation: 'FT',
    description: 'Full time',
    fullDescription: 'Full time',
    sequence: 1,
    periodType: { id: 1, inRunning: true },
  },
  instance: 1,
  description: 'Match result',
  cutoffTime: '2026-01-01T12:00:00Z',
  outcomes: [
    {
      id: 11,
      marketId: 1,
      description: 'Home',
      ordinalPosition: 1,
      hidden: false,
      consolidatedPrice: { currentPrice: { id: 11, decimal: 2 } },
    },
  ],
};
const event = {
  id: 1,
  description: 'Home v Away',
  sportId: 240,
  sportCode: 'FOOT',
  slug: 'home-v-away',
  eventType: 'GAMEEVENT',
  eventDate: '2026-01-01T12:00:00Z',
  eventPaths: [{ id: 240, description: 'Football', slug: 'football' }],
  opponents: [{ id: 501, description: 'Home' }],
  feedCode: 'F1',
  liveStreaming: false,
  isFinished: false,
  marketCount: 1,
  markets: [market],
  clock: { status: 'RUNNING', minutes: 12, seconds: 3, updatedAt: 1 },
};
const outcome = {
  type: 'outcome',
  eid: 1,
  mid: 1,
  mtid: 10,
  ptid: 1,
  oid: 11,
  h: false,
  clp: { cp: { d: 2.5, s0: -1 } },
};

describe('Topic', () => {
  it.each(['live', 'live:FOOT', 'live:EFOT', 'event:123', 'market:456', topics.event(9), topics.live()])(
    'accepts %s',
    (t) => expect(Topic.safeParse(t).success).toBe(true),
  );
  it.each([
    '',
    'live:',
    'live:foot',
    'event:',
    'event:abc',
    'market:1234567890123',
    'events:1',
    'live:FOOT ',
    // Lowercase is refused, so the FOOT-india alias must be sent as its base code FOOT.
    'live:FOOT-india',
  ])('rejects %j', (t) => expect(Topic.safeParse(t).success).toBe(false));
});

describe('ClientMessage', () => {
  it.each([
    { op: 'subscribe', topics: ['live', 'event:1'] },
    { op: 'unsubscribe', topics: [] },
    { op: 'resync', topic: 'market:2' },
    { op: 'ping' },
    { op: 'subscribe', topics: ['live'], resume: { live: 'a1b2c3.4.120' } },
  ])('accepts %j', (m) => expect(ClientMessage.safeParse(m).success).toBe(true));
  it.each([
    { op: 'subscribe', topics: ['nope'] },
    { op: 'subscribe', topics: ['live'], resume: { live: '../etc' } },
    { op: 'subscribe', topics: ['live'], resume: { live: 'a1.4.1e9' } },
    { op: 'subscribe', topics: ['live'], resume: { everything: 'a1.4.1' } },
    { op: 'subscribe', topics: Array.from({ length: 201 }, () => 'live') },
    { op: 'resync' },
    { op: 'shout' },
    {},
    'ping',
  ])('rejects %j', (m) => expect(ClientMessage.safeParse(m).success).toBe(false));
});

describe('ServerMessage', () => {
  it.each([
    { type: 'snapshot', topic: 'live', seq: 0, events: [event] },
    { type: 'delta', topic: 'event:1', seq: 1, updates: [outcome], ts: 5 },
    {
      type: 'delta',
      topic: 'live',
      seq: 2,
      updates: [
        { type: 'market-status', eid: 1, mid: 1, mtid: 10, s: 'LTS' },
        { type: 'feed-alert', eid: 1, feedCode: 'F1', active: true },
        { type: 'markets', eid: 1, markets: [market] },
        { type: 'clock-minutes', eid: 1, minutes: 3 },
        { type: 'open-market-count', eid: 1, count: 3 },
        { type: 'clock', eid: 1, clock: { status: 'END_OF_EVENT', minutes: 90, seconds: 0, updatedAt: 1 } },
        { type: 'score', eid: 1, scores: { score: [{ opponentId: 501, points: 1 }] } },
        { type: 'cricket-outcomes', eid: 1, cricketOutcomes: [] },
        {
          type: 'period',
          eid: 1,
          currentPeriod: 'HALF-2',
          currentPeriodNumber: 2,
          currentPeriodAbbreviation: 'HALF',
        },
        { type: 'event-live', eid: 1, event },
      ],
    },
    { type: 'pong' },
    { type: 'error', message: 'bad topic' },
  ])('accepts %#', (m) => expect(ServerMessage.safeParse(m).success).toBe(true));

  it.each([
    ['unknown type', { type: 'hello' }],
    ['delta without seq', { type: 'delta', topic: 'live', updates: [] }],
    ['bad topic', { type: 'snapshot', topic: 'x', seq: 0, events: [] }],
    ['unknown update type', { type: 'delta', topic: 'live', seq: 1, updates: [{ type: 'goal', eid: 1 }] }],
    [
      'bad market status',
      { type: 'delta', topic: 'live', seq: 1, updates: [{ ...outcome, type: 'market-status', s: 'GONE' }] },
    ],
    ['outcome without price', { type: 'delta', topic: 'live', seq: 1, updates: [{ ...outcome, clp: {} }] }],
    ['event missing fields', { type: 'snapshot', topic: 'live', seq: 0, events: [{ id: 1 }] }],
    ['error without message', { type: 'error' }],
  ])('rejects %s', (_, m) => expect(ServerMessage.safeParse(m).success).toBe(false));
});

describe('FeedUpdate and LiveFields', () => {
  it('parses an outcome update keeping the short keys', () => {
    expect(FeedUpdate.parse(outcome)).toStrictEqual(outcome);
  });
  it('alertSuspendedMarketIds is optional and must hold numbers', () => {
    expect(LiveFields.safeParse({}).success).toBe(true);
    expect(LiveFields.safeParse({ alertSuspendedMarketIds: [1, 2] }).success).toBe(true);
    expect(LiveFields.safeParse({ alertSuspendedMarketIds: ['1'] }).success).toBe(false);
  });
});

describe('the feed mark header', () => {
  it.each([
    ['live a1b2.3.40', { topic: 'live', mark: 'a1b2.3.40' }],
    ['event:12 a1b2.3.0', { topic: 'event:12', mark: 'a1b2.3.0' }],
    [feedMarkHeader('live:FOOT', 'x.1.2'), { topic: 'live:FOOT', mark: 'x.1.2' }],
  ])('reads %s', (value, expected) => expect(readFeedMarkHeader(value)).toEqual(expected));
  it.each([null, '', 'live', 'live a1.2', 'nope a1.2.3', 'live a1.2.3 extra', 'live A1.2.3'])(
    'reads nothing from %j',
    (value) => expect(readFeedMarkHeader(value)).toBeUndefined(),
  );
});
