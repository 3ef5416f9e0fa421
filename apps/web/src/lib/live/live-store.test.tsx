import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LiveStore, PRICE_MOVE_MS, PUBLISH_SLICE, frameScheduler, useOutcome } from './live-store.ts';
import { liveFootballEvent, priceUpdate } from '../../test/live-fixtures.ts';

/** A store whose frames the test runs by hand. */
function manualStore(now = () => Date.now()) {
  const frames: (() => void)[] = [];
  const store = new LiveStore({ scheduleFrame: (flush) => frames.push(flush), now });
  const runFrame = () => act(() => frames.splice(0).forEach((f) => f()));
  return { store, frames, runFrame };
}

describe('live store', () => {
  it('applies a snapshot and keeps one view per outcome', () => {
    const { store, runFrame } = manualStore();
    store.snapshot('live', [liveFootballEvent(1, 'Arsenal', 'Chelsea')]);
    runFrame();
    expect(store.getTopicIds('live')).toEqual([1]);
    expect(store.getOutcome(100)).toMatchObject({ price: 2.1, suspended: false, direction: null });
  });

  it("holds a seeded answer's events without telling their followers, then applies the feed's deltas to them", () => {
    const { store, runFrame } = manualStore();
    const arsenal = liveFootballEvent(1, 'Arsenal', 'Chelsea');
    const price = vi.fn();
    const event = vi.fn();
    const list = vi.fn();
    store.subscribeOutcome(100, price);
    store.subscribeEvent(1, event);
    store.subscribeTopic('live', list);
    store.seed('live', [arsenal]);
    runFrame();
    // The page shows these values already: only the list hears that the store holds them now.
    expect([price.mock.calls.length, event.mock.calls.length, list.mock.calls.length]).toEqual([0, 0, 1]);
    expect(store.getEvent(1)).toBe(arsenal);
    expect(store.getTopicIds('live')).toEqual([1]);
    store.deltas('live', [priceUpdate(1, 0, 2.5)]);
    runFrame();
    expect(price).toHaveBeenCalledTimes(1);
    expect(store.getOutcome(100)).toMatchObject({ price: 2.5, direction: 'up' });
  });

  it("replaces and announces an event another topic held when a seed brings the answer's version", () => {
    const { store, runFrame } = manualStore();
    const arsenal = liveFootballEvent(1, 'Arsenal', 'Chelsea');
    store.snapshot('live', [arsenal]);
    runFrame();
    const event = vi.fn();
    store.subscribeEvent(1, event);
    const withMore = { ...arsenal, liveOpenMarketCount: 9 };
    store.seed('event:1', [withMore]);
    runFrame();
    expect(event).toHaveBeenCalledTimes(1);
    expect(store.getEvent(1)?.liveOpenMarketCount).toBe(9);
    expect(store.getTopicIds('event:1')).toEqual([1]);
  });

  it('applies updates once per frame: two updates in one frame give one notification', () => {
    const { store, frames, runFrame } = manualStore();
    store.snapshot('live', [liveFootballEvent(1, 'Arsenal', 'Chelsea')]);
    runFrame();
    const listener = vi.fn();
    store.subscribeOutcome(100, listener);
    store.deltas('live', [priceUpdate(1, 0, 2.2)]);
    store.deltas('live', [priceUpdate(1, 0, 2.3)]);
    expect(frames).toHaveLength(1);
    expect(listener).not.toHaveBeenCalled();
    runFrame();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getOutcome(100)?.price).toBe(2.3);
  });

  it('one price change re-renders only its own price, not its neighbours', () => {
    const { store, runFrame } = manualStore();
    store.snapshot('live', [liveFootballEvent(1, 'Arsenal', 'Chelsea')]);
    runFrame();
    const renders: Record<number, number> = {};
    function Price({ id }: { id: number }) {
      renders[id] = (renders[id] ?? 0) + 1;
      return <span>{`${id}: ${useOutcome(id, store)?.price}`}</span>;
    }
    render(
      <>
        <Price id={100} />
        <Price id={101} />
        <Price id={102} />
      </>,
    );
    expect(renders).toEqual({ 100: 1, 101: 1, 102: 1 });
    store.deltas('live', [priceUpdate(1, 1, 3.6)]);
    runFrame();
    expect(screen.getByText('101: 3.6').tagName).toBe('SPAN');
    expect(renders).toEqual({ 100: 1, 101: 2, 102: 1 });
  });

  it('marks a moved price up or down for 3 s, then clears the mark', () => {
    vi.useFakeTimers();
    try {
      const { store, runFrame } = manualStore();
      store.snapshot('live', [liveFootballEvent(1, 'Arsenal', 'Chelsea')]);
      runFrame();
      store.deltas('live', [priceUpdate(1, 0, 2.5), priceUpdate(1, 2, 3.0)]);
      runFrame();
      expect(store.getOutcome(100)?.direction).toBe('up');
      expect(store.getOutcome(102)?.direction).toBe('down');
      act(() => {
        vi.advanceTimersByTime(PRICE_MOVE_MS + 300);
      });
      expect(store.getOutcome(100)?.direction).toBeNull();
      expect(store.getOutcome(100)?.price).toBe(2.5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('locks the prices of a suspended market and drops a closed market', () => {
    const { store, runFrame } = manualStore();
    store.snapshot('live', [liveFootballEvent(1, 'Arsenal', 'Chelsea')]);
    runFrame();
    store.deltas('live', [{ type: 'market-status', eid: 1, mid: 10, mtid: 1, s: 'SUSPENDED' }]);
    runFrame();
    expect(store.getOutcome(100)?.suspended).toBe(true);
    store.deltas('live', [{ type: 'market-status', eid: 1, mid: 10, mtid: 1, s: 'CLOSED' }]);
    runFrame();
    expect(store.getOutcome(100)).toBeUndefined();
  });

  it('takes a finished event out of the lists but keeps it for its page', () => {
    const { store, runFrame } = manualStore();
    store.snapshot('live', [
      liveFootballEvent(1, 'Arsenal', 'Chelsea'),
      liveFootballEvent(2, 'Leeds', 'Derby'),
    ]);
    runFrame();
    store.deltas('live', [
      { type: 'clock', eid: 1, clock: { status: 'END_OF_EVENT', minutes: 90, seconds: 0, updatedAt: 0 } },
    ]);
    runFrame();
    expect(store.getTopicIds('live')).toEqual([2]);
    expect(store.getEvent(1)?.isFinished).toBe(true);
  });

  it('adds an event that goes live to the topic it came on', () => {
    const { store, runFrame } = manualStore();
    store.snapshot('live', []);
    runFrame();
    store.deltas('live', [{ type: 'event-live', eid: 3, event: liveFootballEvent(3, 'Ajax', 'PSV') }]);
    runFrame();
    expect(store.getTopicIds('live')).toEqual([3]);
  });

  it('forgets a topic nobody follows, keeping the events another topic holds', () => {
    const { store, runFrame } = manualStore();
    store.snapshot('live', [
      liveFootballEvent(1, 'Arsenal', 'Chelsea'),
      liveFootballEvent(2, 'Leeds', 'Derby'),
    ]);
    store.snapshot('event:2', [liveFootballEvent(2, 'Leeds', 'Derby')]);
    runFrame();
    store.release('live');
    runFrame();
    expect(store.getTopicIds('live')).toBeUndefined();
    expect(store.getEvent(1)).toBeUndefined();
    expect(store.getOutcome(100)).toBeUndefined();
    expect(store.getEvent(2)).toBeDefined();
    store.release('event:2');
    runFrame();
    expect(store.getEvent(2)).toBeUndefined();
  });

  it('measures update-to-paint for each feed message, up to the frame after the one that applied it', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    performance.clearMeasures('sb:update-to-paint');
    const { store, runFrame } = manualStore();
    store.snapshot('live', [liveFootballEvent(1, 'Arsenal', 'Chelsea')]);
    runFrame();
    store.deltas('live', [priceUpdate(1, 0, 2.2)], performance.now());
    store.deltas('live', [priceUpdate(1, 1, 3.3)], performance.now());
    runFrame();
    expect(performance.getEntriesByName('sb:update-to-paint')).toHaveLength(0);
    frames.splice(0).forEach((cb) => cb(performance.now()));
    expect(performance.getEntriesByName('sb:update-to-paint')).toHaveLength(2);
  });

  it('notifies a whole-list snapshot a slice per task, every listener once, the batch after the last', () => {
    const slices: (() => void)[] = [];
    const frames: (() => void)[] = [];
    const store = new LiveStore({
      scheduleFrame: (flush) => frames.push(flush),
      scheduleSlice: (run) => slices.push(run),
    });
    const events = Array.from({ length: 40 }, (_, i) => liveFootballEvent(i + 1, `Home ${i}`, `Away ${i}`));
    const outcomeIds = events.flatMap((event) => [0, 1, 2].map((index) => event.id * 100 + index));
    const calls = new Map<number, number>();
    for (const id of outcomeIds) store.subscribeOutcome(id, () => calls.set(id, (calls.get(id) ?? 0) + 1));
    const batches = vi.fn();
    store.subscribeBatch(batches);

    store.snapshot('live', events);
    frames.splice(0).forEach((flush) => flush());
    expect(calls.size).toBe(PUBLISH_SLICE);
    expect(batches).not.toHaveBeenCalled();
    let tasks = 1;
    while (slices.length > 0) {
      slices.shift()?.();
      tasks++;
    }
    expect(tasks).toBe(Math.ceil(outcomeIds.length / PUBLISH_SLICE));
    expect([...calls.values()].every((n) => n === 1)).toBe(true);
    expect(calls.size).toBe(outcomeIds.length);
    expect(batches).toHaveBeenCalledTimes(1);
  });

  it('notifies a small batch at once, in the frame that applied it', () => {
    const slices: (() => void)[] = [];
    const store = new LiveStore({
      scheduleFrame: (flush) => flush(),
      scheduleSlice: (run) => slices.push(run),
    });
    store.snapshot('live', [liveFootballEvent(1, 'Arsenal', 'Chelsea')]);
    const listener = vi.fn();
    store.subscribeOutcome(100, listener);
    store.deltas('live', [priceUpdate(1, 0, 2.2)]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(slices).toHaveLength(0);
  });

  it('in a tab that gets no frames, applies every waiting batch within a second, on one timer, and once', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    try {
      const scheduleFrame = frameScheduler();
      const pages = [new LiveStore({ scheduleFrame }), new LiveStore({ scheduleFrame })];
      const batches = pages.map((store) => {
        const batch = vi.fn();
        store.subscribeBatch(batch);
        store.snapshot('live', [liveFootballEvent(1, 'Arsenal', 'Chelsea')]);
        return batch;
      });
      expect(vi.getTimerCount()).toBe(1);
      vi.advanceTimersByTime(999);
      expect(pages.map((store) => store.getTopicIds('live'))).toEqual([undefined, undefined]);
      vi.advanceTimersByTime(1);
      expect(pages.map((store) => store.getTopicIds('live'))).toEqual([[1], [1]]);
      // The frames come at last (the tab shown again): each batch was applied once already.
      for (const frame of frames.splice(0)) frame(0);
      expect(batches.map((batch) => batch.mock.calls.length)).toEqual([1, 1]);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
