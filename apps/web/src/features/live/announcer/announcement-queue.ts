import {
  ANNOUNCE_INTERVAL_MS,
  ANNOUNCE_MERGE_MS,
  EMPTY_WATCHED_STATE,
  liveChanges,
  nextAnnouncementAt,
  seedWatchedState,
  type LiveChange,
  type WatchedState,
} from '@sb/domain';

export interface AnnouncementQueueOptions {
  /** What the player watches, as the live store holds it now. */
  read: () => WatchedState;
  /** The prices the player saw of what they watch (the slip's picks), by outcome id. */
  seen?: () => ReadonlyMap<number, number>;
  /** Says the merged changes (never called with none). */
  speak: (changes: readonly LiveChange[]) => void;
  intervalMs?: number;
  mergeMs?: number;
  now?: () => number;
}

/**
 * The throttle between the live store and the live region: every applied batch calls `observe()`;
 * the first change after a quiet spell is spoken after ANNOUNCE_MERGE_MS, and then at most once per
 * ANNOUNCE_INTERVAL_MS, each time everything that changed since the last announcement, merged
 * (domain `liveChanges`). Batches with no watched change cost one read when the timer fires.
 */
export class AnnouncementQueue {
  private baseline: WatchedState = EMPTY_WATCHED_STATE;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastSpokenAt: number | null = null;
  private readonly options: Required<AnnouncementQueueOptions>;

  constructor(options: AnnouncementQueueOptions) {
    this.options = {
      intervalMs: ANNOUNCE_INTERVAL_MS,
      mergeMs: ANNOUNCE_MERGE_MS,
      now: () => Date.now(),
      seen: () => new Map(),
      ...options,
    };
    this.baseline = options.read();
  }

  /** Something may have changed: note newly watched things now, speak the rest when allowed. */
  observe = (): void => {
    this.baseline = seedWatchedState(this.baseline, this.options.read(), this.options.seen());
    if (this.timer !== undefined) return;
    const { now, intervalMs, mergeMs } = this.options;
    const at = nextAnnouncementAt(this.lastSpokenAt, now(), { intervalMs, mergeMs });
    this.timer = setTimeout(this.flush, at - now());
  };

  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private readonly flush = (): void => {
    this.timer = undefined;
    const current = this.options.read();
    const changes = liveChanges(this.baseline, current);
    this.baseline = current;
    if (changes.length === 0) return;
    this.lastSpokenAt = this.options.now();
    this.options.speak(changes);
  };
}
