import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstLiveEvents, groupLiveEvents, liveEventCount } from './live-groups.ts';
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
