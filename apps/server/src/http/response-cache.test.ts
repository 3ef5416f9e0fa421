import { describe, expect, it } from 'vitest';
import { Expiring, ResponseCache } from './response-cache.ts';

/** A cache on a hand-driven clock, and a computation that counts its calls. */
function setup(ttlMs = 1000) {
  let now = 0;
  const errors: unknown[] = [];
  const cache = new ResponseCache({ ttlMs, now: () => now, onRefreshError: (e) => errors.push(e) });
  let calls = 0;
  let fail = false;
  const compute = () => {
    calls++;
    const n = calls;
    return fail ? Promise.reject(new Error('database down')) : Promise.resolve({ n });
  };
  const read = async (key = 'k') =>
    JSON.parse(String((await cache.get(key, compute))?.body)) as { n: number };
  return {
    cache,
    read,
    calls: () => calls,
    errors,
    advance: (ms: number) => (now += ms),
    failNext: (value: boolean) => (fail = value),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ResponseCache', () => {
  it('computes once while fresh, per key', async () => {
    const t = setup();
    expect(await t.read()).toEqual({ n: 1 });
    t.advance(999);
    expect(await t.read()).toEqual({ n: 1 });
    expect(await t.read('other')).toEqual({ n: 2 });
    expect(t.calls()).toBe(2);
  });

  it('peeks at a fresh answer only: not a missing, expired or invalidated one, nor one being computed', async () => {
    const t = setup();
    expect(t.cache.peek('k')).toBeUndefined();
    const pending = t.read();
    expect(t.cache.peek('k')).toBeUndefined();
    await pending;
    expect(JSON.parse(String(t.cache.peek('k')?.body))).toEqual({ n: 1 });
    t.advance(1000);
    // Expired: `get` serves it stale while it refreshes; a peek says nothing.
    expect(t.cache.peek('k')).toBeUndefined();
    expect(await t.read()).toEqual({ n: 1 });
    await settle();
    expect(JSON.parse(String(t.cache.peek('k')?.body))).toEqual({ n: 2 });
    t.cache.invalidate();
    expect(t.cache.peek('k')).toBeUndefined();
    expect(t.calls()).toBe(2);
  });

  it('shares one computation among a burst of identical misses', async () => {
    const t = setup();
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.read()));
    expect(new Set(answers.map((a) => a.n))).toEqual(new Set([1]));
    expect(t.calls()).toBe(1);
  });

  it('serves the stale answer while one refresh runs, then the new one', async () => {
    let now = 0;
    const cache = new ResponseCache({ ttlMs: 1000, now: () => now });
    await cache.get('k', () => Promise.resolve('v1'));
    now = 1500;
    let release: (value: string) => void = () => undefined;
    let refreshes = 0;
    const slow = () => {
      refreshes++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const during = await Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)]);
    expect(during.map((c) => String(c?.body))).toEqual(['"v1"', '"v1"', '"v1"']);
    expect(refreshes).toBe(1);
    release('v2');
    await settle();
    expect(String((await cache.get('k', slow))?.body)).toBe('"v2"');
  });

  it('waits for a fresh answer once the stale one is too old', async () => {
    const t = setup();
    await t.read();
    t.advance(2000);
    expect(await t.read()).toEqual({ n: 2 });
  });

  it('drops every answer on invalidate, including one being computed', async () => {
    const t = setup();
    await t.read();
    const inFlight = t.cache.get('k2', () => Promise.resolve({ n: 'old' }));
    t.cache.invalidate();
    expect(JSON.parse(String((await inFlight)?.body))).toEqual({ n: 'old' });
    expect(await t.read()).toEqual({ n: 2 });
    expect(await t.read('k2')).toEqual({ n: 3 });
  });

  it('does not keep a failure: the caller sees it and the next read tries again', async () => {
    const t = setup();
    t.failNext(true);
    await expect(t.read()).rejects.toThrow('database down');
    t.failNext(false);
    expect(await t.read()).toEqual({ n: 2 });
  });

  it('keeps the stale answer when a background refresh fails, and reports the failure', async () => {
    const t = setup();
    await t.read();
    t.advance(1500);
    t.failNext(true);
    expect(await t.read()).toEqual({ n: 1 });
    await settle();
    expect(t.errors).toHaveLength(1);
    t.failNext(false);
    expect(await t.read()).toEqual({ n: 1 });
    await settle();
    expect(await t.read()).toEqual({ n: 3 });
  });

  it('remembers an unknown id as "nothing", and computes every time when turned off', async () => {
    const cache = new ResponseCache({ ttlMs: 1000 });
    let lookups = 0;
    const missing = () => Promise.resolve((lookups++, undefined));
    expect(await cache.get('event:999', missing)).toBeUndefined();
    expect(await cache.get('event:999', missing)).toBeUndefined();
    expect(lookups).toBe(1);
    const off = new ResponseCache({ ttlMs: 0 });
    await off.get('k', missing);
    await off.get('k', missing);
    expect(lookups).toBe(3);
  });

  it('forgets the oldest key beyond its size', async () => {
    const cache = new ResponseCache({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, () => Promise.resolve(key));
    expect(cache.size).toBe(2);
  });

  it('expires an answer at the moment it names, if that comes before the TTL', async () => {
    let now = 0;
    const cache = new ResponseCache({ ttlMs: 10_000, now: () => now });
    let computed = 0;
    const nextKickOffIn1s = () => Promise.resolve(new Expiring({ n: ++computed }, now + 1000));
    expect(String((await cache.get('k', nextKickOffIn1s))?.body)).toBe('{"n":1}');
    now = 999;
    await cache.get('k', nextKickOffIn1s);
    expect(computed).toBe(1);
    now = 1000;
    await cache.get('k', nextKickOffIn1s);
    await settle();
    expect(computed).toBe(2);
  });
});
