import { describe, expect, it } from 'vitest';
import { orderEvents, sortsByEventPath, type OrderedEvent } from './event-order.ts';

/** id, kick-off hour (UTC, one day), league id. */
const ev = (id: number, hour: number, league: number): OrderedEvent => ({
  id,
  eventDate: `2026-12-03T${String(hour).padStart(2, '0')}:00:00.000Z`,
  sportId: 240,
  eventPaths: [{ id: 240 }, { id: 900 }, { id: league }],
});

// A list as the server sorts it by event path: league 7 (two events), then league 3, then league 7 again
// (a later page of the same league), then an event with no league path.
const E1 = ev(1, 18, 7);
const E2 = ev(2, 20, 7);
const E3 = ev(3, 15, 3);
const E4 = ev(4, 21, 7);
const E5 = ev(5, 15, 3);
const E6: OrderedEvent = { id: 6, eventDate: '2026-12-03T12:00:00.000Z', sportId: 240, eventPaths: [] };

describe('orderEvents (SPEC.md §5 sort options)', () => {
  it.each([
    [
      'competition: leagues in first-appearance order, each league together',
      'competition',
      [1, 2, 4, 3, 5, 6],
    ],
    ['time: kick-off across leagues, same kick-off by id', 'time', [6, 3, 5, 1, 2, 4]],
  ] as const)('%s', (_, sortBy, ids) => {
    expect(orderEvents([E1, E2, E3, E4, E5, E6], sortBy).map((e) => e.id)).toEqual(ids);
  });

  it('leaves the given list as it was', () => {
    const list = [E2, E1];
    orderEvents(list, 'time');
    expect(list.map((e) => e.id)).toEqual([2, 1]);
  });

  it('asks the server for event-path order only when sorting by competition', () => {
    expect([sortsByEventPath('competition'), sortsByEventPath('time')]).toEqual([true, false]);
  });
});
