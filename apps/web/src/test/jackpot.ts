import type { Jackpot, JackpotEntry, JackpotEvent, JackpotPricingResponse } from '@sb/contract';

const MATCHES: [string, string][] = [
  ['Arsenal', 'Chelsea'],
  ['Borussia Mönchengladbach', 'Wolverhampton Wanderers'],
  ['Leeds', 'Everton'],
  ['Celtic', 'Rangers'],
];

/**
 * A pool in contract shape: the first `mains` of the fixtures' matches, then the reserves (ordinal
 * 4). Match n has market n0 and outcomes n01 (home), n02 (draw), n03 (away); event id 70+n.
 */
export function jackpotPool(overrides: Partial<Jackpot> = {}, { reserves = 1 } = {}): Jackpot {
  const closesAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const count = 3 + reserves;
  const events: JackpotEvent[] = MATCHES.slice(0, count).map(([home, away], i) => {
    const n = i + 1;
    return {
      jackpotId: 12,
      jackpotPrize: '100.00',
      globalStake: '1.00',
      reserve: n > 3,
      reserveSelectionCount: n > 3 ? 1 : 0,
      ordinal: n,
      numberOfEvents: count,
      eventId: 70 + n,
      eventDescription: `${home} v ${away}`,
      slug: `${home}-v-${away}-${70 + n}`.toLowerCase(),
      leagueDescription: 'Premier League',
      eventDate: closesAt,
      marketId: n * 10,
      marketDescription: 'Match Result',
      periodDescription: 'Full time',
      periodId: 1,
      outcomes: [home, 'Draw', away].map((outcomeDescription, k) => ({
        outcomeId: n * 100 + k + 1,
        outcomeDescription,
      })),
    };
  });
  return {
    jackpotId: 12,
    name: 'Weekend Jackpot',
    series: 'weekend',
    currency: 'EUR',
    status: 'OPEN',
    globalStake: '1.00',
    jackpotPrize: '100.00',
    guarantee: '100.00',
    rolloverIn: '0.00',
    closesAt,
    numberOfEvents: count,
    reserveCount: reserves,
    maxDoubles: 2,
    maxLines: 4,
    maxEntriesPerPlayer: 10,
    voidLimit: 1,
    tiers: [
      { wrong: 0, correct: count - reserves, sharePercent: 70 },
      { wrong: 1, correct: count - reserves - 1, sharePercent: 30 },
    ],
    events,
    ...overrides,
  };
}

/** The jackpot bets call's answer for picks making `lines` lines at 1.00 each. */
export function jackpotPriced(lines: number, missing: number[] = []): JackpotPricingResponse {
  return {
    model: {
      jackpotId: 12,
      globalStake: '1.00',
      noOfBets: lines,
      totalCost: `${lines}.00`,
      jackpotPrize: '100.00',
      complete: missing.length === 0,
      missingOrdinals: missing,
    },
    errors: [],
  };
}

/** A placed entry of the pool above as My Bets lists it: match 1 doubled, 2 lines. */
export function jackpotEntry(overrides: Partial<JackpotEntry> = {}): JackpotEntry {
  const pool = jackpotPool();
  return {
    id: '31',
    jackpotId: 12,
    jackpotName: 'Weekend Jackpot',
    currency: 'EUR',
    status: 'OPEN',
    jackpotStatus: 'OPEN',
    placedAt: '2026-11-20T10:00:00.000Z',
    noOfBets: 2,
    globalStake: '1.00',
    totalCost: '2.00',
    returns: '0.00',
    picks: pool.events.map((event) => ({
      ordinal: event.ordinal,
      reserve: event.reserve,
      eventDescription: event.eventDescription,
      eventDate: event.eventDate,
      outcomes: event.outcomes,
      picked: event.ordinal === 1 ? [101, 102] : [event.outcomes[0]!.outcomeId],
    })),
    ...overrides,
  };
}
