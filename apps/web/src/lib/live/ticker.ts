/**
 * One timer for every running clock on the page: each label subscribes, and the ticker runs only
 * while someone listens. `tickNow()` is the time of the last tick, so a label computed twice within
 * one tick reads the same instant (useSyncExternalStore needs a stable snapshot).
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let now = Date.now();

export function tickNow(): number {
  return now;
}

export function subscribeSecond(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of [...listeners]) l();
    }, 1000);
    // The first label rendered with an old instant: tell it the current one.
    queueMicrotask(listener);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
