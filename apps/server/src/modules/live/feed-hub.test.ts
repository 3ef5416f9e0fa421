import { FEED_MARK_HEADER, FEED_SOCKET_PATH, readFeedMarkHeader, type ServerMessage } from '@sb/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { FeedTestClient } from '../../test/feed-client.ts';

/** The hub over a real socket: the fixture's games playing, the simulator ticked by hand. */
let app: FastifyInstance;
let url: string;
beforeAll(async () => {
  app = await buildTestApp({ feedSimulator: true });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address.replace('http', 'ws')}${FEED_SOCKET_PATH}`;
});
afterAll(() => app.close());

const tick = () => app.live.simulator!.tick(1000);
const isSnapshot = (topic: string) => (m: ServerMessage) => m.type === 'snapshot' && m.topic === topic;
const isDelta = (topic: string, seq: number) => (m: ServerMessage) =>
  m.type === 'delta' && m.topic === topic && m.seq === seq;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the feed hub', () => {
  it('answers a subscribe with a snapshot per topic, then deltas with consecutive seqs', async () => {
    const client = await FeedTestClient.connect(url);
    client.send({ op: 'subscribe', topics: ['event:101', 'live:TENN'] });
    const event = await client.next(isSnapshot('event:101'));
    const tennis = await client.next(isSnapshot('live:TENN'));
    expect(event.type === 'snapshot' && [event.seq, event.events.map((e) => e.id)]).toEqual([0, [101]]);
    expect(event.type === 'snapshot' && event.events[0]!.markets!.length).toBe(
      app.live.state.event(101)!.markets!.length,
    );
    expect(tennis.type === 'snapshot' && tennis.events.map((e) => e.sportCode)).toEqual(['TENN', 'TENN']);
    for (let seq = 1; seq <= 3; seq++) {
      await tick();
      const delta = await client.next(isDelta('event:101', seq));
      if (delta.type !== 'delta') throw new Error('not a delta');
      expect(delta.updates.length).toBeGreaterThan(0);
      expect(delta.updates.every((u) => u.eid === 101)).toBe(true);
    }
    await client.close();
  });

  it("names a socket's snapshots in the language of `l` on its URL, teams as the feed sends them", async () => {
    const client = await FeedTestClient.connect(`${url}?l=es`);
    client.send({ op: 'subscribe', topics: ['event:101'] });
    const snapshot = await client.next(isSnapshot('event:101'));
    const event = snapshot.type === 'snapshot' ? snapshot.events[0] : undefined;
    expect(event?.eventPaths.map((p) => p.description)).toEqual(['Fútbol', 'Inglaterra', 'Premier League']);
    expect(event?.opponents.map((o) => o.description)).toEqual(['Arsenal', 'Chelsea']);
    expect(event?.markets?.map((m) => m.description)).toContain('Resultado del partido');
    await client.close();
  });

  it('sends a fresh snapshot on resync, current to the last delta', async () => {
    const client = await FeedTestClient.connect(url);
    client.send({ op: 'subscribe', topics: ['live'] });
    await client.next(isSnapshot('live'));
    await tick();
    const delta = await client.next((m) => m.type === 'delta' && m.topic === 'live');
    const from = client.messages.length;
    client.send({ op: 'resync', topic: 'live' });
    const fresh = await client.next(isSnapshot('live'), from);
    if (fresh.type !== 'snapshot' || delta.type !== 'delta') throw new Error('unexpected messages');
    expect(fresh.seq).toBeGreaterThanOrEqual(delta.seq);
    expect(fresh.events.map((e) => e.id).sort()).toEqual(
      app.live.state
        .liveEvents()
        .map((e) => e.id)
        .sort(),
    );
    await client.close();
  });

  it('answers a bad message with an error and carries on', async () => {
    const client = await FeedTestClient.connect(url);
    client.send('not json');
    client.send(JSON.stringify({ op: 'subscribe', topics: ['everything'] }));
    client.send(JSON.stringify({ op: 'dance' }));
    client.send({ op: 'ping' });
    await client.next((m) => m.type === 'pong');
    const errors = client.messages.filter((m) => m.type === 'error');
    expect(errors).toHaveLength(3);
    expect(errors[1]!.type === 'error' && errors[1]!.message).toContain('topics.0');
    await client.close();
  });

  it('stops the deltas of a topic on unsubscribe', async () => {
    const client = await FeedTestClient.connect(url);
    client.send({ op: 'subscribe', topics: ['event:101', 'live'] });
    await client.next(isSnapshot('live'));
    client.send({ op: 'unsubscribe', topics: ['event:101'] });
    client.send({ op: 'ping' });
    const from = client.messages.length;
    await client.next((m) => m.type === 'pong');
    await tick();
    await tick();
    await client.next((m) => m.type === 'delta' && m.topic === 'live', from);
    await sleep(200);
    expect(client.messages.slice(from).some((m) => m.type === 'delta' && m.topic === 'event:101')).toBe(
      false,
    );
    await client.close();
  });

  it('gives a market topic the market alone, within its event', async () => {
    const marketId = app.live.state.event(101)!.markets![0]!.id;
    const client = await FeedTestClient.connect(url);
    client.send({ op: 'subscribe', topics: [`market:${marketId}`] });
    const snapshot = await client.next(isSnapshot(`market:${marketId}`));
    expect(
      snapshot.type === 'snapshot' && snapshot.events.map((e) => [e.id, e.markets?.map((m) => m.id)]),
    ).toEqual([[101, [marketId]]]);
    await client.close();
  });

  it("resumes a topic from a live answer's mark: the deltas since, no snapshot of what the answer holds", async () => {
    const answer = await app.inject({ method: 'GET', url: '/xapi/marketdata/v1/livepage' });
    const mark = readFeedMarkHeader(String(answer.headers[FEED_MARK_HEADER]));
    expect(mark?.topic).toBe('live');
    // An answer that does not describe the whole topic carries none.
    const light = await app.inject({
      method: 'GET',
      url: '/xapi/marketdata/v1/livepage?includeMarkets=false',
    });
    expect(light.headers[FEED_MARK_HEADER]).toBeUndefined();
    await tick();
    const client = await FeedTestClient.connect(url);
    client.send({ op: 'subscribe', topics: ['live'], resume: { live: mark!.mark } });
    const first = await client.next((m) => 'topic' in m && m.topic === 'live');
    expect(first.type).toBe('delta');
    expect(first.type === 'delta' && first.seq).toBe(Number(mark!.mark.split('.')[2]) + 1);
    await client.close();
  });
});
