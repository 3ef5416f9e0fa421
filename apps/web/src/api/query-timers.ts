import { timeoutManager, type TimeoutCallback, type TimeoutProvider } from '@tanstack/react-query';

/**
 * TanStack Query's timeouts on one of the browser's.
 *
 * Every query the page's state brings in starts a garbage-collection timeout, and every query a
 * component watches clears it and starts one for when its answer goes stale: on the live list, about
 * 25 of the page's 100 timeouts and most of its clears while it hydrates. A timeout is cheap in a
 * browser, but Lighthouse's trace records each one a script starts with the script's stack, which
 * costs the main thread tenths of a millisecond a time, often inside the start's longest tasks
 * (docs/decisions/first-screen.md, "Ninth stop"). Here the browser holds one timeout, for the
 * earliest one due; a timeout that is cleared is only forgotten, and a firing that finds nothing due
 * arms the next one. Query's intervals (polling) stay the browser's.
 */
export function shareQueryTimeouts(): void {
  timeoutManager.setTimeoutProvider(SHARED);
}

const SHARED: TimeoutProvider<number> = {
  setTimeout: (run, delay) => {
    pending.set(++lastId, [Date.now() + delay, run]);
    arm();
    return lastId;
  },
  clearTimeout: (id) => void pending.delete(Number(id)),
  setInterval: (run, delay) => window.setInterval(run, delay),
  clearInterval: (id) => window.clearInterval(id),
};

const pending = new Map<number, [at: number, run: TimeoutCallback]>();
let lastId = 0;
/** When the browser's one timeout fires (Infinity: none armed). */
let armedAt = Infinity;
let armed: ReturnType<typeof setTimeout> | undefined;

function arm(): void {
  const at = Math.min(...[...pending.values()].map(([due]) => due));
  if (at >= armedAt) return;
  clearTimeout(armed);
  armedAt = at;
  armed = setTimeout(fire, at - Date.now());
}

function fire(): void {
  armedAt = Infinity;
  for (const [id, [at, run]] of pending) {
    if (at > Date.now()) continue;
    pending.delete(id);
    // Each in a microtask of its own: one that throws is reported and the others still run, as timeouts.
    queueMicrotask(run);
  }
  arm();
}
