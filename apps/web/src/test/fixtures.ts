import type { Event, Market, PlayerDetails } from '@sb/contract';
import { expect } from 'vitest';

/**
 * A pre-match football event in contract shape, with a three-way match-result market priced
 * `prices` (home, draw, away). Overrides replace top-level fields.
 */
export function footballEvent(
  id: number,
  home: string,
  away: string,
  prices: [number, number, number] = [2.1, 3.4, 3.5],
  overrides: Partial<Event> = {},
): Event {
  const eventDate = overrides.eventDate ?? new Date(Date.now() + 3_600_000).toISOString();
  const market: Market = {
    id: id * 10,
    eventId: id,
    feedCode: `m-${id}`,
    status: 'OPEN',
    marketTypeId: 1,
    marketGroupId: 1,
    marketTypeInfo: { style: 'THREE_WAY', ordinalPosition: 1 },
    period: {
      id: 1,
      abbreviation: 'FT',
      fullAbbreviation: 'FT',
      description: 'Full time',
      fullDescription: 'Full time',
      sequence: 1,
      periodType: { id: 1, inRunning: false },
    },
    instance: 1,
    description: 'Match Result',
    cutoffTime: eventDate,
    outcomes: [home, 'Draw', away].map((description, i) => ({
      id: id * 100 + i,
      marketId: id * 10,
      description,
      ordinalPosition: i + 1,
      hidden: false,
      consolidatedPrice: { currentPrice: { id: id * 1000 + i, decimal: prices[i] ?? 2 } },
    })),
  };
  return {
    id,
    description: `${home} v ${away}`,
    sportId: 240,
    sportCode: 'FOOT',
    slug: `${home}-v-${away}-${id}`.toLowerCase().replace(/ /g, '-'),
    eventType: 'GAMEEVENT',
    eventDate,
    eventPaths: [
      { id: 240, description: 'Football', slug: '240-FOOT' },
      { id: 1, description: 'England', slug: 'england' },
      { id: 11, description: 'Premier League', slug: 'premier-league' },
    ],
    opponents: [
      { id: id * 2, description: home },
      { id: id * 2 + 1, description: away },
    ],
    feedCode: `e-${id}`,
    liveStreaming: false,
    isFinished: false,
    marketCount: 24,
    markets: [market],
    ...overrides,
  };
}

/** The player details of `alice` (GET /xapi/icore/players/alice/details); overrides set the flags a test is about. */
export function aliceDetails(overrides: Partial<PlayerDetails> = {}): PlayerDetails {
  return {
    alsId: 7,
    username: 'alice',
    firstName: 'Alice',
    lastName: 'Liddell',
    email: 'alice@example.com',
    priceFormat: 'EURO',
    holdWithdraw: false,
    thirdPartyAccounts: [],
    vipLevel: 3,
    accountNumber: 'SB-000007',
    defaultStake: 10,
    registerDate: '2025-10-01T10:00:00.000Z',
    locale: 'en',
    currency: 'EUR',
    countryCode: 'GB',
    isRememberStake: false,
    excludedFromPromotions: false,
    selfExcluded: false,
    accountStatus: 'ACTIVE',
    isPartnerMatrixAffiliate: false,
    riskGroup: false,
    enableStreamFullScreen: true,
    ...overrides,
  };
}

/** A full-time market of an event's: type, style, name and its outcomes (name, price, line). */
export function fullTime(
  event: Pick<Event, 'markets'>,
  id: number,
  type: number,
  style: string,
  description: string,
  outcomes: [string, number, number?][],
): Market {
  const base = event.markets![0]!;
  return {
    ...base,
    id,
    marketTypeId: type,
    marketGroupId: type,
    marketTypeInfo: { style, ordinalPosition: type },
    period: { ...base.period, sequence: 0 },
    description,
    outcomes: outcomes.map(([name, decimal, spread], i) => ({
      id: id * 10 + i,
      marketId: id,
      description: name,
      ordinalPosition: i + 1,
      hidden: false,
      consolidatedPrice: {
        currentPrice: { id: id * 10 + i, decimal, ...(spread !== undefined && { spread }) },
      },
    })),
  };
}

/**
 * The seven prices of an Asian row of 1 X 2 at 2.10 3.40 3.50, the handicap -0.5 / +0.5 at 2.02 1.88
 * and the total Over / Under at 1.95 1.90, in the columns' order (the buttons' texts).
 */
export const asianRowPrices = (): unknown[] => [
  expect.stringContaining('2.10'),
  expect.stringContaining('3.40'),
  expect.stringContaining('3.50'),
  expect.stringMatching(/-0\.5.*2\.02/),
  expect.stringMatching(/\+0\.5.*1\.88/),
  expect.stringMatching(/Over.*1\.95/),
  expect.stringMatching(/Under.*1\.90/),
];
