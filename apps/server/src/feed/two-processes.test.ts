// @module-tag engine: runs on PostgreSQL too (docs/decisions/test-budget.md).
import { apiPaths, FEED_SOCKET_PATH, type ServerMessage } from '@sb/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, freshPostgresDatabase } from '../test/build-test-app.ts';
import { FeedTestClient } from '../test/feed-client.ts';
import { login, withToken } from '../test/accounts.ts';

/**
 * Two servers on one PostgreSQL database and one Redis, as in production: the first runs the
 * simulator (it holds the feed lock), the second follows the bus. CI sets both URLs.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const databaseBase = process.env.TEST_DATABASE_URL;

describe.skipIf(!redisUrl || !databaseBase)('two processes on one database and one Redis', () => {
  const name = `sb_two_processes_${process.pid}_${Date.now()}`;
  const channel = `sb:feed:test:${name}`;
  let leader: FastifyInstance;
  let follower: FastifyInstance;
  let contender: FastifyInstance;

  beforeAll(async () => {
    const url = await freshPostgresDatabase(databaseBase!);
    const shared = { databaseUrl: url, redisUrl, feedSimulator: true };
    leader = await buildTestApp(shared, { feed: { timers: false, seed: 1, redisChannel: channel } });
    // The follower loads what the leader saved, then follows the bus.
    await leader.live.save();
    follower = await buildTestApp(
      { ...shared, feedSimulator: false },
      { feed: { timers: false, seed: 2, redisChannel: channel } },
    );
    contender = await buildTestApp(shared, { feed: { timers: false, seed: 3, redisChannel: channel } });
  });

  afterAll(async () => {
    await Promise.all([leader?.close(), follower?.close(), contender?.close()]);
  });

  it('runs one simulator: a second process configured for it follows while the lock is held', () => {
    expect(leader.live.simulator).toBeDefined();
    expect(follower.live.simulator).toBeUndefined();
    expect(contender.live.simulator).toBeUndefined();
  });

  it('starts the follower with the live events the leader saved', () => {
    const ids = (app: FastifyInstance) => app.live.state.liveEvents().map((e) => e.id);
    expect(ids(follower)).toEqual(ids(leader));
    expect(follower.live.state.event(101)?.clock).toEqual(leader.live.state.event(101)?.clock);
  });

  it("delivers a price change of the leader's simulator to a websocket client of the follower", async () => {
    const address = await follower.listen({ port: 0, host: '127.0.0.1' });
    const client = await FeedTestClient.connect(`${address.replace('http', 'ws')}${FEED_SOCKET_PATH}`);
    client.send({ op: 'subscribe', topics: ['live'] });
    await client.next((m) => m.type === 'snapshot');
    await leader.live.simulator!.tick(1000);
    const delta = await client.next((m) => m.type === 'delta' && m.updates.some((u) => u.type === 'outcome'));
    const update = (delta as Extract<ServerMessage, { type: 'delta' }>).updates.find(
      (u) => u.type === 'outcome',
    )!;
    if (update.type !== 'outcome') throw new Error('not an outcome update');
    const price = (app: FastifyInstance) =>
      app.live.state
        .event(update.eid)
        ?.markets?.find((m) => m.id === update.mid)
        ?.outcomes.find((o) => o.id === update.oid)?.consolidatedPrice.currentPrice.decimal;
    expect(price(follower)).toBe(price(leader));
    await client.close();
  });
  it('ends a session in every process at once when one of them logs it out', async () => {
    const token = (await login(leader, 'demo')).session.jwe_token;
    // The follower has read the session, and keeps that read for a few seconds.
    expect((await withToken(follower, token, { url: apiPaths.balance })).statusCode).toBe(200);
    const logout = await withToken(leader, token, {
      method: 'DELETE',
      url: `${apiPaths.session}?reason=user`,
    });
    expect(logout.statusCode).toBe(204);
    // The leader's accounts channel tells it within milliseconds, not when its read runs out.
    await expect
      .poll(async () => (await withToken(follower, token, { url: apiPaths.balance })).statusCode, {
        timeout: 1000,
      })
      .toBe(401);
  });
});
