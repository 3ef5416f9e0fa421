import { dehydrate, hydrate, QueryClient, QueryObserver, timeoutManager } from '@tanstack/react-query';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shareQueryTimeouts } from './query-timers.ts';

const STALE_MS = 60_000;
const GC_MS = 5 * 60_000;

/** A page's state as the server sends it: `count` answered queries. */
function serverState(count: number) {
  const server = new QueryClient();
  for (let i = 0; i < count; i++) server.setQueryData(['answer', i], { i });
  return dehydrate(server);
}

describe('TanStack Query timeouts on one of the browser’s', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    shareQueryTimeouts();
  });
  afterEach(() => vi.useRealTimers());
  // The web's test files share a module graph per worker (vitest.config.ts): the files after this one
  // get TanStack's own timeouts back, on the browser's timers.
  afterAll(() =>
    timeoutManager.setTimeoutProvider({
      setTimeout: (run, delay) => setTimeout(run, delay),
      clearTimeout: (id) => clearTimeout(id),
      setInterval: (run, delay) => setInterval(run, delay),
      clearInterval: (id) => clearInterval(id),
    }),
  );

  it('holds one browser timeout however many queries hydrate and are watched, and still marks them stale and collects them', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: STALE_MS, gcTime: GC_MS } } });
    hydrate(client, serverState(50));
    const observers = Array.from(
      { length: 50 },
      (_, i) => new QueryObserver(client, { queryKey: ['answer', i] }),
    );
    const staleSeen = new Set<number>();
    const unsubscribes = observers.map((observer, i) =>
      observer.subscribe((result) => {
        if (result.isStale) staleSeen.add(i);
      }),
    );
    expect(vi.getTimerCount()).toBe(1);
    expect(observers.every((o) => !o.getCurrentResult().isStale)).toBe(true);

    await vi.advanceTimersByTimeAsync(STALE_MS + 1);
    expect(staleSeen.size).toBe(50);

    for (const unsubscribe of unsubscribes) unsubscribe();
    expect(client.getQueryCache().getAll()).toHaveLength(50);
    await vi.advanceTimersByTimeAsync(GC_MS + 1);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never runs a cleared timeout, runs the others in order of their time, and one that throws does not stop the rest', () => {
    const ran: string[] = [];
    timeoutManager.setTimeout(() => ran.push('late'), 300);
    const cleared = timeoutManager.setTimeout(() => ran.push('cleared'), 100);
    timeoutManager.setTimeout(() => {
      throw new Error('a callback that fails');
    }, 200);
    timeoutManager.setTimeout(() => ran.push('early'), 200);
    timeoutManager.clearTimeout(cleared);

    // Each runs in a microtask of its own, where a throw is reported as a timeout's would be.
    const reported: unknown[] = [];
    vi.stubGlobal('queueMicrotask', (run: () => void) => {
      try {
        run();
      } catch (error) {
        reported.push(error);
      }
    });
    try {
      vi.advanceTimersByTime(199);
      expect(ran).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(ran).toEqual(['early']);
      expect(reported).toEqual([new Error('a callback that fails')]);
      vi.advanceTimersByTime(100);
      expect(ran).toEqual(['early', 'late']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
