import { ANNOUNCE_INTERVAL_MS, ANNOUNCE_MERGE_MS, type LiveChange, type WatchedState } from '@sb/domain';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnnouncementQueue } from './announcement-queue.ts';

/** A little live store: prices by outcome id, of which only some are watched. */
function setup(watched: readonly number[]) {
  const prices = new Map<number, number>();
  const spoken: { at: number; changes: readonly LiveChange[] }[] = [];
  const read = (): WatchedState => ({
    outcomes: new Map(
      watched.flatMap((id) => {
        const price = prices.get(id);
        return price === undefined ? [] : [[id, { price, suspended: false }] as const];
      }),
    ),
    scores: new Map(),
  });
  const queue = new AnnouncementQueue({
    read,
    speak: (changes) => spoken.push({ at: Date.now(), changes }),
  });
  /** The feed moves a price; the store's batch listener tells the queue. */
  const move = (id: number, price: number) => {
    prices.set(id, price);
    queue.observe();
  };
  return { queue, prices, spoken, move };
}

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

describe('AnnouncementQueue', () => {
  it('speaks a first change after the merge wait, merged with what joined it', () => {
    const { move, spoken } = setup([1, 2]);
    move(1, 2.1);
    move(2, 3.4);
    move(1, 2.2);
    move(2, 3.5);
    move(1, 2.3);
    vi.advanceTimersByTime(ANNOUNCE_MERGE_MS - 1);
    expect(spoken).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(spoken.map((s) => s.changes)).toEqual([
      [
        { kind: 'price', outcomeId: 1, from: 2.1, to: 2.3 },
        { kind: 'price', outcomeId: 2, from: 3.4, to: 3.5 },
      ],
    ]);
  });

  it('waits the interval after an announcement, then says everything since', () => {
    const { move, spoken } = setup([1]);
    move(1, 2);
    move(1, 2.5);
    vi.advanceTimersByTime(ANNOUNCE_MERGE_MS);
    expect(spoken).toHaveLength(1);
    move(1, 2.6);
    vi.advanceTimersByTime(ANNOUNCE_INTERVAL_MS - 1);
    move(1, 2.8);
    expect(spoken).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(spoken.at(-1)?.changes).toEqual([{ kind: 'price', outcomeId: 1, from: 2.5, to: 2.8 }]);
  });

  it('says nothing of unwatched prices, nor of a watched price back where it was', () => {
    const { move, spoken } = setup([1]);
    move(1, 2);
    move(5, 1.5);
    vi.advanceTimersByTime(ANNOUNCE_INTERVAL_MS);
    move(5, 1.7);
    move(1, 2.2);
    move(1, 2);
    vi.advanceTimersByTime(ANNOUNCE_INTERVAL_MS * 3);
    expect(spoken).toEqual([]);
  });

  it('says a pick’s move that came before the feed first carried it, from the price the player saw', () => {
    const prices = new Map<number, number>();
    const spoken: (readonly LiveChange[])[] = [];
    const queue = new AnnouncementQueue({
      read: () => ({
        outcomes: new Map([...prices].map(([id, price]) => [id, { price, suspended: false }] as const)),
        scores: new Map(),
      }),
      seen: () => new Map([[1, 2.9]]),
      speak: (changes) => spoken.push(changes),
    });
    // The slip's market reaches the live store only now, at its moved price.
    prices.set(1, 3.4);
    queue.observe();
    vi.advanceTimersByTime(ANNOUNCE_MERGE_MS);
    expect(spoken).toEqual([[{ kind: 'price', outcomeId: 1, from: 2.9, to: 3.4 }]]);
  });

  it('stops when disposed', () => {
    const { move, spoken, queue } = setup([1]);
    move(1, 2);
    move(1, 3);
    queue.dispose();
    vi.advanceTimersByTime(ANNOUNCE_INTERVAL_MS);
    expect(spoken).toEqual([]);
  });

  it('never speaks twice within the interval, never of unwatched outcomes, and in the end has said every watched move', () =>
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            wait: fc.nat(3 * ANNOUNCE_INTERVAL_MS),
            id: fc.integer({ min: 1, max: 6 }),
            price: fc.integer({ min: 101, max: 120 }).map((n) => n / 100),
          }),
          { maxLength: 60 },
        ),
        (moves) => {
          vi.setSystemTime(1_000_000);
          const watched = [1, 2, 3];
          const { move, spoken, prices, queue } = setup(watched);
          // What a listener knows of each watched price: the first one seen, then each one said.
          const known = new Map<number, number>();
          for (const { wait, id, price } of moves) {
            vi.advanceTimersByTime(wait);
            if (watched.includes(id) && !known.has(id)) known.set(id, price);
            move(id, price);
          }
          vi.advanceTimersByTime(ANNOUNCE_INTERVAL_MS + ANNOUNCE_MERGE_MS);
          queue.dispose();
          for (let i = 1; i < spoken.length; i++)
            expect(spoken[i]!.at - spoken[i - 1]!.at).toBeGreaterThanOrEqual(ANNOUNCE_INTERVAL_MS);
          for (const { changes } of spoken)
            for (const change of changes) {
              expect(change.kind).toBe('price');
              if (change.kind !== 'price') continue;
              expect(watched).toContain(change.outcomeId);
              expect(change.from).toBe(known.get(change.outcomeId));
              known.set(change.outcomeId, change.to);
            }
          for (const [id, price] of known) expect(price).toBe(prices.get(id));
        },
      ),
      { numRuns: 60 },
    ));
});
