import type { LiveEvent, Market, Outcome } from '@sb/contract';

/** Test builders for the live modules (not exported from the package). */

export const outcome = (id: number, marketId: number, over: Partial<Outcome> = {}): Outcome => ({
  id,
  marketId,
  description: `O${id}`,
  ordinalPosition: id,
  hidden: false,
  consolidatedPrice: { currentPrice: { id, decimal: 2 } },
  ...over,
});

export const market = (id: number, over: Partial<Market> = {}): Market => ({
  id,
  eventId: 1,
  feedCode: 'F1',
  status: 'OPEN',
  marketTypeId: 10,
  marketGroupId: 100,
  marketTypeInfo: { style: 'WIN_DRAW_WIN', ordinalPosition: 1 },
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
  description: `M${id}`,
  cutoffTime: '2026-01-01T12:00:00Z',
  outcomes: [outcome(id * 10 + 1, id), outcome(id * 10 + 2, id)],
  ...over,
});

export const liveEvent = (over: Partial<LiveEvent> = {}): LiveEvent => ({
  id: 1,
  description: 'Home v Away',
  sportId: 240,
  sportCode: 'FOOT',
  slug: 'home-v-away',
  eventType: 'GAMEEVENT',
  eventDate: '2026-01-01T12:00:00Z',
  eventPaths: [
    { id: 240, description: 'Football', slug: 'football' },
    { id: 20, description: 'England', slug: 'england' },
    { id: 300, description: 'Premier League', slug: 'premier-league' },
  ],
  opponents: [
    { id: 501, description: 'Home' },
    { id: 502, description: 'Away' },
  ],
  feedCode: 'F1',
  liveStreaming: false,
  isFinished: false,
  marketCount: 3,
  markets: [market(1), market(2), market(3, { feedCode: 'F2' })],
  ...over,
});
