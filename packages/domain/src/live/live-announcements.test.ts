import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANNOUNCE_INTERVAL_MS,
  ANNOUNCE_MERGE_MS,
  capChanges,
  liveChanges,
  nextAnnouncementAt,
  seedWatchedState,
  type WatchedOutcomeState,
  type WatchedScore,
  type WatchedState,
} from './live-announcements.ts';

const state = (
  outcomes: Record<number, WatchedOutcomeState> = {},
  scores: Record<number, WatchedScore> = {},
): WatchedState => ({
  outcomes: new Map(Object.entries(outcomes).map(([id, v]) => [Number(id), v])),
  scores: new Map(Object.entries(scores).map(([id, v]) => [Number(id), v])),
});
const open = (price: number) => ({ price, suspended: false });
const shut = (price: number) => ({ price, suspended: true });

describe('live changes spoken (issue 17)', () => {
  it.each([
    [
      'a price move',
      state({ 1: open(2.1) }),
      state({ 1: open(2.3) }),
      [{ kind: 'price', outcomeId: 1, from: 2.1, to: 2.3 }],
    ],
    ['a price that came back', state({ 1: open(2.1) }), state({ 1: open(2.1) }), []],
    [
      'a suspension (its price is not spoken)',
      state({ 1: open(2.1) }),
      state({ 1: shut(2.5) }),
      [{ kind: 'suspended', outcomeId: 1 }],
    ],
    ['still suspended', state({ 1: shut(2.1) }), state({ 1: shut(2.5) }), []],
    ['reopened at the same price', state({ 1: shut(2.1) }), state({ 1: open(2.1) }), []],
    [
      'reopened at a new price',
      state({ 1: shut(2.1) }),
      state({ 1: open(2.4) }),
      [{ kind: 'price', outcomeId: 1, from: 2.1, to: 2.4 }],
    ],
    ['first seen now', state(), state({ 1: open(2.1) }, { 7: [1, 0] }), []],
    ['no longer watched', state({ 1: open(2.1) }, { 7: [1, 0] }), state(), []],
    [
      'a goal',
      state({}, { 7: [0, 0] }),
      state({}, { 7: [1, 0] }),
      [{ kind: 'score', eventId: 7, score: [1, 0] }],
    ],
    ['the same score', state({}, { 7: [1, 1] }), state({}, { 7: [1, 1] }), []],
  ] as const)('%s', (_name, before, now, expected) => expect(liveChanges(before, now)).toEqual(expected));

  it('seeds things first watched now and keeps the baseline of the others', () => {
    const seeded = seedWatchedState(state({ 1: open(2.1), 2: open(3) }), state({ 1: open(2.5), 3: open(4) }));
    expect(seeded).toEqual(state({ 1: open(2.1), 3: open(4) }));
  });

  it.each([
    [
      'a pick first seen on the feed after its price moved: from the price the player saw',
      {},
      { 3: 2.9 },
      2.9,
    ],
    ['a pick without a price seen: as it is now', {}, {}, 3.4],
    ['a pick already watched: its baseline, whatever was seen', { 3: open(3.1) }, { 3: 2.9 }, 3.1],
  ] as const)('seeds %s', (_name, before, seen, price) => {
    const seeded = seedWatchedState(
      state(before),
      state({ 3: open(3.4) }),
      new Map(Object.entries(seen).map(([id, p]) => [Number(id), p])),
    );
    expect(seeded.outcomes.get(3)).toEqual(open(price));
    expect(liveChanges(seeded, state({ 3: open(3.4) })).length).toBe(price === 3.4 ? 0 : 1);
  });

  it.each([
    [[], 3, [], 0],
    [[1, 2, 3], 3, [1, 2, 3], 0],
    [[1, 2, 3, 4, 5], 3, [1, 2, 3], 2],
  ])('capChanges(%j, %i)', (changes, cap, shown, others) =>
    expect(capChanges(changes, cap)).toEqual({ shown, others }),
  );

  it.each([
    [null, 10_000, 10_000 + ANNOUNCE_MERGE_MS],
    [9_000, 10_000, 9_000 + ANNOUNCE_INTERVAL_MS],
    [0, 10_000, 10_000 + ANNOUNCE_MERGE_MS],
  ])('nextAnnouncementAt(last %s, now %i) = %i', (last, now, at) =>
    expect(nextAnnouncementAt(last, now)).toBe(at),
  );

  it('never allows two announcements closer than the interval', () =>
    fc.assert(
      fc.property(fc.nat(1e9), fc.nat(1e9), (last, delta) => {
        const at = nextAnnouncementAt(last, last + delta);
        expect(at - last).toBeGreaterThanOrEqual(ANNOUNCE_INTERVAL_MS);
        expect(at).toBeGreaterThan(last + delta);
      }),
    ));

  it('names at most the cap and counts every other change', () =>
    fc.assert(
      fc.property(fc.array(fc.nat()), fc.integer({ min: 1, max: 10 }), (changes, cap) => {
        const { shown, others } = capChanges(changes, cap);
        expect(shown.length).toBeLessThanOrEqual(cap);
        expect([...shown, ...changes.slice(shown.length)]).toEqual(changes);
        expect(shown.length + others).toBe(changes.length);
      }),
    ));

  it('speaks of nothing unwatched and of every watched thing that changed', () =>
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.integer({ min: 1, max: 50 }).map(String),
          fc.record({ price: fc.integer({ min: 101, max: 2000 }), suspended: fc.boolean() }),
        ),
        fc.dictionary(
          fc.integer({ min: 1, max: 50 }).map(String),
          fc.record({ price: fc.integer({ min: 101, max: 2000 }), suspended: fc.boolean() }),
        ),
        (before, now) => {
          const changes = liveChanges(state(before), state(now));
          for (const change of changes) {
            if (change.kind === 'score') continue;
            expect(change.outcomeId in before && change.outcomeId in now).toBe(true);
          }
          const changed = Object.keys(now).filter((id) => {
            const a = before[id];
            const b = now[id];
            return a && b && (b.suspended ? !a.suspended : a.price !== b.price);
          });
          expect(changes.map((c) => (c.kind === 'score' ? -1 : c.outcomeId)).sort()).toEqual(
            changed.map(Number).sort(),
          );
        },
      ),
    ));
});
