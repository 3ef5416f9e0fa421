import { describe, expect, it } from 'vitest';
import type { PlayerRow, SessionRow } from './accounts-repository.ts';
import { SessionCache, type SessionWithPlayer } from './session-cache.ts';

const read = (sessionId: string, playerId: number): SessionWithPlayer => ({
  session: { id: sessionId, playerId } as SessionRow,
  player: { id: playerId } as PlayerRow,
});

function cacheAt(ttlMs = 5000, maxEntries = 10) {
  const clock = { now: 0 };
  return { clock, cache: new SessionCache(ttlMs, maxEntries, () => clock.now) };
}

describe('the session cache', () => {
  it('serves a read for its time limit, then asks for it again', () => {
    const { clock, cache } = cacheAt();
    cache.keep('s1', read('s1', 1), cache.generation());
    clock.now = 4999;
    expect(cache.get('s1')?.session.id).toBe('s1');
    clock.now = 5000;
    expect(cache.get('s1')).toBeUndefined();
  });

  it('does not keep a read that a change overtook: a logout racing a call leaves nothing open', () => {
    const { cache } = cacheAt();
    const since = cache.generation();
    // The call's read began; the logout's write lands before the read comes back.
    cache.forget({ sessionId: 's1' });
    const found = cache.keep('s1', read('s1', 1), since);
    expect(found.session.id).toBe('s1');
    expect(cache.get('s1')).toBeUndefined();
  });

  it("forgets one session, or every session of a player whose row changed, and no one else's", () => {
    const { cache } = cacheAt();
    for (const [s, p] of [
      ['a', 1],
      ['b', 1],
      ['c', 2],
      ['d', 3],
    ] as const)
      cache.keep(s, read(s, p), cache.generation());
    cache.forget({ playerId: 1 });
    cache.forget({ sessionId: 'd' });
    expect(['a', 'b', 'c', 'd'].map((s) => cache.get(s) !== undefined)).toEqual([false, false, true, false]);
  });

  it('holds at most its size, the oldest going first', () => {
    const { cache } = cacheAt(5000, 2);
    for (const s of ['a', 'b', 'c']) cache.keep(s, read(s, 1), cache.generation());
    expect(['a', 'b', 'c'].map((s) => cache.get(s) !== undefined)).toEqual([false, true, true]);
  });

  it('hands out frozen rows: one call cannot change what the next is served', () => {
    const { cache } = cacheAt();
    const found = cache.keep('s1', read('s1', 1), cache.generation());
    expect(Object.isFrozen(found.player) && Object.isFrozen(found.session)).toBe(true);
    expect(() => Object.assign(cache.get('s1')!.player, { status: 'ACTIVE' })).toThrow(TypeError);
  });
});
