import type { LiveEvent, OutcomeUpdate } from '@sb/contract';
import { footballEvent } from './fixtures.ts';

/**
 * A live football event: the pre-match fixture plus a running clock at `minutes` and a score.
 * Outcome ids are id*100 + 0/1/2 (home, draw, away); the market id is id*10.
 */
export function liveFootballEvent(
  id: number,
  home: string,
  away: string,
  prices: [number, number, number] = [2.1, 3.4, 3.5],
  overrides: Partial<LiveEvent> = {},
): LiveEvent {
  const base = footballEvent(id, home, away, prices, { eventDate: '2026-11-23T03:00:00.000Z' });
  return {
    ...base,
    clock: { status: 'RUNNING', minutes: 23, seconds: 0, updatedAt: Date.now() },
    scores: {
      score: [
        { opponentId: id * 2, points: 1 },
        { opponentId: id * 2 + 1, points: 0 },
      ],
    },
    ...overrides,
  };
}

/** The feed's price update of one outcome of `liveFootballEvent(eventId)` (index 0 home, 1 draw, 2 away). */
export function priceUpdate(eventId: number, index: number, decimal: number, hidden = false): OutcomeUpdate {
  return {
    type: 'outcome',
    eid: eventId,
    mid: eventId * 10,
    mtid: 1,
    ptid: 1,
    oid: eventId * 100 + index,
    h: hidden,
    clp: { cp: { d: decimal } },
  };
}
