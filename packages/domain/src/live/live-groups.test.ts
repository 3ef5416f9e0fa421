import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  firstLiveEvents,
  firstScreenLiveEvents,
  groupLiveEvents,
  liveEventCount,
  liveListGroups,
} from './live-groups.ts';
import { liveEvent } from './test-fixtures.ts';
import type { LiveEvent } from '@sb/contract';

const ev = (id: number, sportId: number, leagueId: number, isFinished = false): LiveEvent =>
  liveEvent({
    id,
    sportId,
    isFinished,
    eventPaths: [
      { id: sportId, description: `S${sportId}`, slug: `s${sportId}` },
      { id: leagueId, description: `L${leagueId}`, slug: `l${leagueId}` },
    ],
  });

const shape = (groups: ReturnType<typeof groupLiveEvents>) =>
  groups.map((s) => [
    s.sport.id,
    s.liveCount,
    s.leagues.map((l) => [l.league.id, l.events.map((e) => e.id)]),
  ]);

describe('groupLiveEvents (live page sports -> leagues -> events)', () => {
  it.each([
    ['empty', [], [], []],
    ['one event', [ev(1, 240, 30)], [], [[240, 1, [[30, [1]]]]]],
    ['finished events are left out', [ev(1, 240, 30), ev(2, 240, 30, true)], [], [[240, 1, [[30, [1]]]]]],
    ['a sport with only finished events disappears', [ev(2, 240, 30, true)], [], []],
    [
      'feed order without a sport order',
      [ev(1, 227, 40), ev(2, 240, 30), ev(3, 227, 41)],
      [],
      [
        [
          227,
          2,
          [
            [40, [1]],
            [41, [3]],
          ],
        ],
        [240, 1, [[30, [2]]]],
      ],
    ],
    [
      'configured sport order first',
      [ev(1, 227, 40), ev(2, 240, 30)],
      [240],
      [
        [240, 1, [[30, [2]]]],
        [227, 1, [[40, [1]]]],
      ],
    ],
  ])('%s', (_name, events, order, expected) => {
    expect(shape(groupLiveEvents(events, order))).toStrictEqual(expected);
  });

  it('every running event appears exactly once and counts add up', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }), fc.boolean()), {
          maxLength: 30,
        }),
        (specs) => {
          const events = specs.map(([s, l, f], i) => ev(i + 1, s, s * 10 + l, f));
          const groups = groupLiveEvents(events);
          const listed = groups.flatMap((g) => g.leagues.flatMap((l) => l.events.map((e) => e.id)));
          const running = events.filter((e) => !e.isFinished).map((e) => e.id);
          expect([...listed].sort((a, b) => a - b)).toStrictEqual(running);
          for (const g of groups) {
            expect(g.liveCount).toBe(g.leagues.reduce((n, l) => n + l.events.length, 0));
            expect(g.liveCount).toBeGreaterThan(0);
          }
        },
      ),
    );
  });
});

describe('firstLiveEvents (50 live events a page)', () => {
  const page = (count: number, events: LiveEvent[]) =>
    firstLiveEvents(groupLiveEvents(events), count).map((s) => [
      s.sport.id,
      s.liveCount,
      s.leagues.map((l) => [l.league.id, l.liveCount, l.events.map((e) => e.id)]),
    ]);
  const events = [ev(1, 240, 30), ev(2, 240, 30), ev(3, 240, 31), ev(4, 227, 40), ev(5, 240, 30)];

  it.each([
    ['nothing', 0, []],
    ['a league cut short keeps its live count', 2, [[240, 4, [[30, 3, [1, 2]]]]]],
    ['a sport cut short keeps its live count and its first leagues', 3, [[240, 4, [[30, 3, [1, 2, 5]]]]]],
    [
      'the next sport starts once the first is listed whole',
      5,
      [
        [
          240,
          4,
          [
            [30, 3, [1, 2, 5]],
            [31, 1, [3]],
          ],
        ],
        [227, 1, [[40, 1, [4]]]],
      ],
    ],
    [
      'more than there are lists them all',
      50,
      [
        [
          240,
          4,
          [
            [30, 3, [1, 2, 5]],
            [31, 1, [3]],
          ],
        ],
        [227, 1, [[40, 1, [4]]]],
      ],
    ],
    ['a negative count lists nothing', -1, []],
  ])('%s', (_name, count, expected) => {
    expect(page(count, events)).toStrictEqual(expected);
  });

  it('a page is the first events of the whole list, in its order, with every count kept', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 })), { maxLength: 40 }),
        fc.integer({ min: 0, max: 45 }),
        (specs, count) => {
          const all = groupLiveEvents(specs.map(([s, l], i) => ev(i + 1, s, s * 10 + l)));
          const ids = (groups: typeof all) =>
            groups.flatMap((g) => g.leagues.flatMap((l) => l.events.map((e) => e.id)));
          const first = firstLiveEvents(all, count);
          expect(liveEventCount(first)).toBe(Math.min(count, liveEventCount(all)));
          expect(ids(first)).toStrictEqual(ids(all).slice(0, count));
          for (const sport of first) {
            const whole = all.find((g) => g.sport.id === sport.sport.id);
            expect(sport.liveCount).toBe(whole?.liveCount);
            expect(sport.leagues.length).toBeGreaterThan(0);
            for (const league of sport.leagues) {
              expect(league.events.length).toBeGreaterThan(0);
              expect(league.liveCount).toBe(
                whole?.leagues.find((l) => l.league.id === league.league.id)?.liveCount,
              );
            }
          }
        },
      ),
    );
  });
});

describe('firstScreenLiveEvents (what a page rendered on the server sends of the live list)', () => {
  const at = (event: LiveEvent, minute: number): LiveEvent => ({
    ...event,
    eventDate: new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString(),
  });
  // Football: league 30 has 1, 2 and 5; league 31 has 3 (the earliest). Then basketball's 4.
  const events = [
    at(ev(1, 240, 30), 20),
    at(ev(2, 240, 30), 30),
    at(ev(3, 240, 31), 5),
    ev(4, 227, 40),
    at(ev(5, 240, 30), 40),
  ];
  const ids = (list: readonly LiveEvent[]) => list.map((e) => e.id);

  it.each([
    ["by competition, the first rows' leagues come whole", 'competition', 2, [1, 2, 5]],
    ['by competition, a row of the next league brings all of it', 'competition', 4, [1, 2, 3, 5]],
    ['by time, the rows themselves: the earliest of each sport first', 'time', 2, [1, 3]],
    ['by time, across sports in their order', 'time', 5, [1, 2, 3, 4, 5]],
    ['no rows, nothing', 'competition', 0, []],
  ] as const)('%s', (_name, sortBy, rows, expected) => {
    expect(ids(firstScreenLiveEvents(events, sortBy, rows))).toStrictEqual(expected);
  });

  it('the list made of what was sent shows the same first rows as the whole, each league counted whole', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }), fc.nat(120)), {
          maxLength: 40,
        }),
        fc.constantFrom('competition' as const, 'time' as const),
        fc.integer({ min: 0, max: 20 }),
        (specs, sortBy, rows) => {
          const all = specs.map(([s, l, minute], i) => at(ev(i + 1, s, s * 10 + l), minute));
          const sent = firstScreenLiveEvents(all, sortBy, rows);
          const rowsOf = (events: readonly LiveEvent[]) =>
            firstLiveEvents(liveListGroups(events, sortBy), rows).flatMap((sport) =>
              sport.leagues.map((league) => [
                sport.sport.id,
                league.league.id,
                league.liveCount,
                ids(league.events),
              ]),
            );
          const wholeRows = rowsOf(all);
          if (sortBy === 'competition') expect(rowsOf(sent)).toStrictEqual(wholeRows);
          else
            expect(rowsOf(sent).map(([s, l, , e]) => [s, l, e])).toStrictEqual(
              wholeRows.map(([s, l, , e]) => [s, l, e]),
            );
          expect(sent.length).toBeLessThanOrEqual(all.length);
        },
      ),
    );
  });
});
