import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoalescedTimers } from './coalesced-timers.ts';

describe('CoalescedTimers (TanStack Query timers on one platform timer)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const timers = () => new CoalescedTimers(() => Date.now());

  it('runs each timeout at its own deadline, in deadline order', () => {
    const t = timers();
    const ran: string[] = [];
    t.setTimeout(() => ran.push('gc 300'), 300);
    t.setTimeout(() => ran.push('stale 100'), 100);
    t.setTimeout(() => ran.push('poll 200'), 200);
    vi.advanceTimersByTime(99);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['stale 100']);
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(['stale 100', 'poll 200', 'gc 300']);
  });

  it('keeps one platform timer armed however many are set', () => {
    const t = timers();
    for (let i = 1; i <= 30; i++) t.setTimeout(() => {}, 1000 + i);
    expect(vi.getTimerCount()).toBe(1);
    // An earlier deadline re-arms it.
    t.setTimeout(() => {}, 10);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('never runs a cleared timeout, also one cleared by a callback due at the same moment', () => {
    const t = timers();
    const ran: string[] = [];
    const later = t.setTimeout(() => ran.push('cleared'), 50);
    t.clearTimeout(later);
    let second = 0;
    t.setTimeout(() => {
      ran.push('first');
      t.clearTimeout(second);
    }, 100);
    second = t.setTimeout(() => ran.push('second'), 100);
    vi.advanceTimersByTime(500);
    expect(ran).toEqual(['first']);
  });

  it('repeats an interval until it is cleared', () => {
    const t = timers();
    let polls = 0;
    const poll = t.setInterval(() => polls++, 15_000);
    vi.advanceTimersByTime(45_000);
    expect(polls).toBe(3);
    t.clearInterval(poll);
    vi.advanceTimersByTime(45_000);
    expect(polls).toBe(3);
  });

  it('runs the other callbacks when one throws, and reports the error', () => {
    const t = timers();
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    const ran: string[] = [];
    t.setTimeout(() => {
      throw new Error('boom');
    }, 10);
    t.setTimeout(() => ran.push('after'), 10);
    vi.advanceTimersByTime(10);
    expect(ran).toEqual(['after']);
    expect(reported).toHaveBeenCalledOnce();
  });
});
