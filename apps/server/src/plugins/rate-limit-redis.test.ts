import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';

/*
 * Behind a balancer (WORKERS, several machines) one address's requests reach every process: with
 * REDIS_URL the per-address counts are Redis's, so the limit holds once for all of them. Runs where
 * CI gives Redis (TEST_REDIS_URL).
 */
const redisUrl = process.env.TEST_REDIS_URL;
const LIMIT = 6;

describe.skipIf(!redisUrl)('the API rate limit on two processes sharing Redis', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await buildTestApp({ rateLimitMax: LIMIT, redisUrl, demoSeed: false });
    second = await buildTestApp({ rateLimitMax: LIMIT, redisUrl, demoSeed: false });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('counts one address across both: the request after the limit is refused by either', async () => {
    // An address of its own each run: Redis keeps the counts for the minute.
    const address = `198.51.100.${randomInt(1, 255)}`;
    const on = (app: FastifyInstance) => app.inject({ url: '/api/health', remoteAddress: address });
    for (let i = 0; i < LIMIT; i++) expect((await on(i % 2 ? first : second)).statusCode).toBe(200);
    expect((await on(first)).statusCode).toBe(429);
    expect((await on(second)).statusCode).toBe(429);
    const other = `203.0.113.${randomInt(1, 255)}`;
    expect((await first.inject({ url: '/api/health', remoteAddress: other })).statusCode).toBe(200);
  });
});
