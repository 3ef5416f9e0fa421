import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/**
 * TanStack Query's timers (each query's garbage collection and staleness, each poll) on one platform
 * timer, armed for the earliest deadline: the provider its TimeoutManager documents for this
 * (`timeoutManager.setTimeoutProvider`). A page starting with twenty queries set about thirty
 * platform timers while it hydrated, each of which the browser records with its stack while it traces,
 * as Lighthouse does: a third of some of the start's longest tasks (docs/decisions/first-screen.md,
 * issue 49). Deadlines are kept exactly; only the platform calls are shared.
 */
export class CoalescedTimers implements TimeoutProvider<number> {
  private nextId = 1;
  private readonly timers = new Map<number, { at: number; callback: TimeoutCallback; every?: number }>();
  private platform: ReturnType<typeof globalThis.setTimeout> | undefined;
  private armedAt = Number.POSITIVE_INFINITY;

  constructor(private readonly now: () => number = () => performance.now()) {}

  readonly setTimeout = (callback: TimeoutCallback, delay: number): number => this.add(callback, delay);

  readonly clearTimeout = (id: number | undefined): void => {
    // The platform timer stays armed: when it fires it finds nothing due and arms for what is left.
    if (id !== undefined) this.timers.delete(id);
  };

  readonly setInterval = (callback: TimeoutCallback, delay: number): number =>
    this.add(callback, delay, Math.max(delay, 1));

  readonly clearInterval = this.clearTimeout;

  private add(callback: TimeoutCallback, delay: number, every?: number): number {
    const id = this.nextId++;
    this.timers.set(id, { at: this.now() + Math.max(delay, 0), callback, ...(every && { every }) });
    this.arm();
    return id;
  }

  private arm(): void {
    let earliest = Number.POSITIVE_INFINITY;
    for (const timer of this.timers.values()) earliest = Math.min(earliest, timer.at);
    if (earliest >= this.armedAt) return;
    globalThis.clearTimeout(this.platform);
    this.armedAt = earliest;
    this.platform = globalThis.setTimeout(() => this.fire(), Math.max(earliest - this.now(), 0));
  }

  private fire(): void {
    this.platform = undefined;
    this.armedAt = Number.POSITIVE_INFINITY;
    const now = this.now();
    const due = [...this.timers].filter(([, timer]) => timer.at <= now);
    for (const [id, timer] of due) {
      // A callback before it may have cleared it.
      if (this.timers.get(id) !== timer) continue;
      if (timer.every) timer.at = now + timer.every;
      else this.timers.delete(id);
      // As the platform runs each timer: one that throws does not stop the others.
      try {
        timer.callback();
      } catch (error) {
        reportError(error);
      }
    }
    this.arm();
  }
}
