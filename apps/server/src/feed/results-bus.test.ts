// @module-tag engine: runs on PostgreSQL too (docs/decisions/test-budget.md).
import type { MarketResult } from '@sb/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RedisResultsBus } from './results-bus.ts';

/*
 * The results bus between two processes on one Redis channel (CI sets TEST_REDIS_URL): a result
 * reaches the other process once and its own handlers once; anything on the channel that is not a
 * MarketResult is reported and settles nothing, since a result moves money.
 */
const redisUrl = process.env.TEST_REDIS_URL;

const RESULT: MarketResult = {
  marketId: 10105,
  eventId: 101,
  outcomes: [
    { outcomeId: 1010501, result: 'won' },
    { outcomeId: 1010502, result: 'lost' },
  ],
  resultedAt: '2026-11-23T12:00:00.000Z',
};

describe.skipIf(!redisUrl)('results bus on Redis', () => {
  const channel = `sb:feed:results:test:${process.pid}:${Date.now()}`;
  const errors: Error[] = [];
  let first: RedisResultsBus;
  let second: RedisResultsBus;
  beforeAll(async () => {
    first = await RedisResultsBus.connect(redisUrl!, channel, (e) => errors.push(e));
    second = await RedisResultsBus.connect(redisUrl!, channel, (e) => errors.push(e));
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('hands a result to the publishing process at once and to the other once, through Redis', async () => {
    const own = vi.fn();
    const other = vi.fn();
    const unsubscribeOwn = first.subscribe(own);
    const unsubscribeOther = second.subscribe(other);
    first.publish(RESULT);
    expect(own).toHaveBeenCalledExactlyOnceWith(RESULT);
    await vi.waitFor(() => expect(other).toHaveBeenCalledExactlyOnceWith(RESULT));
    // The publisher's own message comes back from Redis too: it is skipped, not handled twice.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(own).toHaveBeenCalledOnce();
    unsubscribeOwn();
    unsubscribeOther();
  });

  it('reports a message that is not a result and hands nothing on', async () => {
    const handler = vi.fn();
    const unsubscribe = second.subscribe(handler);
    const raw = new Redis(redisUrl!);
    try {
      await raw.publish(channel, JSON.stringify({ origin: 'elsewhere', payload: { marketId: 'all' } }));
      await raw.publish(channel, 'not json');
      await vi.waitFor(() => expect(errors.length).toBeGreaterThanOrEqual(2));
      expect(errors.some((e) => e.message.startsWith('results bus: not a MarketResult'))).toBe(true);
      expect(handler).not.toHaveBeenCalled();
    } finally {
      raw.disconnect();
      unsubscribe();
    }
  });
});
