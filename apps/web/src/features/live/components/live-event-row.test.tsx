import { afterEach, describe, expect, it } from 'vitest';
import { liveFootballEvent } from '../../../test/live-fixtures.ts';
import { resetLiveStore } from '../../../lib/live/live-store.ts';
import { sameRow, type LiveEventRowProps } from './live-event-row.tsx';

const arsenal = liveFootballEvent(1, 'Arsenal', 'Chelsea');
const renamed = liveFootballEvent(1, 'Arsenal FC', 'Chelsea FC');

/** The shared store, holding `events` once its frame has run. */
function storeHolding(...events: ReturnType<typeof liveFootballEvent>[]) {
  const frames: (() => void)[] = [];
  const store = resetLiveStore({ scheduleFrame: (flush) => frames.push(flush) });
  store.snapshot('live', events);
  frames.splice(0).forEach((flush) => flush());
}

const row = (props: Partial<LiveEventRowProps> = {}): LiveEventRowProps => ({
  eager: true,
  eventId: 1,
  initial: arsenal,
  streamEnabled: false,
  ...props,
});

afterEach(() => {
  resetLiveStore();
});

describe('a live row rendered again by its list', () => {
  it.each([
    ['another event', row({ eventId: 2 }), false],
    ['streams switched on', row({ streamEnabled: true }), false],
    ['the same copy', row(), true],
    ['the same copy, further down the list', row({ eager: false }), true],
    ['a new copy, the feed without the event', row({ initial: renamed }), false],
    ['no copy, the feed without the event', row({ initial: undefined }), false],
  ])('before the feed holds the event, %s leaves the row as it is: %s', (_case, after, same) => {
    resetLiveStore();
    expect(sameRow(row(), after)).toBe(same);
  });

  it("is left as it is when the list drops its copy of an event the feed holds (the list's switch to the feed)", () => {
    storeHolding(arsenal);
    expect(sameRow(row(), row({ initial: undefined }))).toBe(true);
    expect(sameRow(row(), row({ initial: renamed }))).toBe(true);
    // What the row shows still changes with its settings and its event.
    expect(sameRow(row(), row({ streamEnabled: true }))).toBe(false);
    expect(sameRow(row(), row({ eventId: 2, initial: undefined }))).toBe(false);
  });
});
