import type { FeedUpdate, LiveEvent, Market, ServerMessage } from '@sb/contract';
import { describe, expect, it } from 'vitest';
import { LiveState } from './live-state.ts';
import { FeedTopicHub, RESUME_WINDOW_MS, type HubNames, type HubSocket } from './feed-topic-hub.ts';

/** The hub's topics with fake sockets whose unsent bytes the test sets. */
class FakeSocket implements HubSocket {
  readonly sent: ServerMessage[] = [];
  readonly frames: Buffer[] = [];
  bufferedAmount = 0;
  send(data: Buffer): void {
    this.frames.push(data);
    this.sent.push(JSON.parse(data.toString('utf8')) as ServerMessage);
  }
}

const market = (id: number, eventId: number): Market => ({
  id,
  eventId,
  feedCode: `M${id}`,
  status: 'OPEN',
  marketTypeId: 1,
  marketGroupId: 1,
  marketTypeInfo: { style: 'TWO_WAY', ordinalPosition: id },
  period: {
    id: 1,
    abbreviation: 'FT',
    fullAbbreviation: 'FT',
    description: 'Full Time',
    fullDescription: 'Full Time',
    sequence: 0,
    periodType: { id: 1, inRunning: true },
  },
  instance: 1,
  description: 'Winner',
  cutoffTime: '2026-11-23T10:00:00.000Z',
  outcomes: [1, 2].map((n) => ({
    id: id * 10 + n,
    marketId: id,
    description: `O${n}`,
    ordinalPosition: n,
    hidden: false,
    consolidatedPrice: { currentPrice: { id: id * 10 + n, decimal: 1.9 } },
  })),
});

const event = (id: number, sportId: number, sportCode: string): LiveEvent => ({
  id,
  description: `Event ${id}`,
  sportId,
  sportCode,
  slug: `event-${id}`,
  eventType: 'GAMEEVENT',
  eventDate: '2026-11-23T10:00:00.000Z',
  eventPaths: [],
  opponents: [],
  feedCode: `F${id}`,
  liveStreaming: false,
  isFinished: false,
  marketCount: 2,
  markets: [market(id * 100 + 1, id), market(id * 100 + 2, id)],
  clock: { status: 'RUNNING', minutes: 10, seconds: 0, updatedAt: 0 },
});

function setup(names?: HubNames, clock = { now: 0 }) {
  const state = new LiveState(
    [
      { id: 240, code: 'FOOT', name: 'Football', sportGroup: 'REGULAR', orderNo: 1 },
      { id: 239, code: 'TENN', name: 'Tennis', sportGroup: 'REGULAR', orderNo: 2 },
    ],
    [event(1, 240, 'FOOT'), event(2, 239, 'TENN')],
  );
  const hub = new FeedTopicHub(state, { maxBufferedBytes: 1000, names, now: () => clock.now, id: 'hub1' });
  /** A batch through the bus: the state applies it, then the hub routes it. */
  const publish = (...batch: FeedUpdate[]) => {
    state.apply(batch);
    hub.route(batch);
  };
  return { state, hub, publish };
}

const price = (marketId: number, outcomeId: number, d: number): FeedUpdate => ({
  type: 'outcome',
  eid: Math.floor(marketId / 100),
  mid: marketId,
  mtid: 1,
  ptid: 1,
  oid: outcomeId,
  h: false,
  clp: { cp: { d } },
});
const seqs = (socket: FakeSocket) => socket.sent.map((m) => ('seq' in m ? `${m.type}:${m.seq}` : m.type));

describe('FeedTopicHub', () => {
  it('routes each update to the topics it concerns, one delta per topic and flush', () => {
    const { hub, publish } = setup();
    const sockets = ['live', 'live:TENN', 'event:1', 'market:101', 'market:102'].map((topic) => {
      const socket = new FakeSocket();
      hub.receive(hub.connect(socket), JSON.stringify({ op: 'subscribe', topics: [topic] }));
      return socket;
    });
    publish(price(101, 1011, 2.1), price(101, 1012, 1.75));
    hub.flush();
    expect(sockets.map(seqs)).toEqual([
      ['snapshot:0', 'delta:1'],
      ['snapshot:0'],
      ['snapshot:0', 'delta:1'],
      ['snapshot:0', 'delta:1'],
      ['snapshot:0'],
    ]);
    const delta = sockets[3]!.sent[1]!;
    expect(delta.type === 'delta' && delta.updates).toHaveLength(2);
  });

  it('drops the deltas of a backed-up socket, then sends a snapshot current to the seq it missed', () => {
    const { hub, publish, state } = setup();
    const slow = new FakeSocket();
    const fast = new FakeSocket();
    for (const socket of [slow, fast]) {
      hub.receive(hub.connect(socket), JSON.stringify({ op: 'subscribe', topics: ['event:1'] }));
    }
    publish(price(101, 1011, 2));
    hub.flush();
    slow.bufferedAmount = 5000;
    publish(price(101, 1011, 2.2));
    hub.flush();
    publish(price(101, 1011, 2.4));
    hub.flush();
    // Still above a quarter of the limit: no snapshot yet.
    slow.bufferedAmount = 400;
    hub.flush();
    expect(seqs(slow)).toEqual(['snapshot:0', 'delta:1']);
    slow.bufferedAmount = 0;
    hub.flush();
    publish(price(101, 1011, 2.5));
    hub.flush();
    expect(seqs(slow)).toEqual(['snapshot:0', 'delta:1', 'snapshot:3', 'delta:4']);
    expect(seqs(fast)).toEqual(['snapshot:0', 'delta:1', 'delta:2', 'delta:3', 'delta:4']);
    const snapshot = slow.sent[2]!;
    const outcome = snapshot.type === 'snapshot' ? snapshot.events[0]!.markets![0]!.outcomes[0] : undefined;
    expect(outcome?.consolidatedPrice.currentPrice.decimal).toBe(2.4);
    expect(state.event(1)!.markets![0]!.outcomes[0]!.consolidatedPrice.currentPrice.decimal).toBe(2.5);
  });

  it('flushes pending updates before a resync snapshot, so the snapshot is current to its seq', () => {
    const { hub, publish } = setup();
    const socket = new FakeSocket();
    const client = hub.connect(socket);
    hub.receive(client, JSON.stringify({ op: 'subscribe', topics: ['live'] }));
    publish(price(101, 1011, 2));
    hub.receive(client, JSON.stringify({ op: 'resync', topic: 'live' }));
    expect(seqs(socket)).toEqual(['snapshot:0', 'delta:1', 'snapshot:1']);
  });

  it('forgets a topic nobody follows', () => {
    const { hub, publish } = setup();
    const socket = new FakeSocket();
    const client = hub.connect(socket);
    hub.receive(client, JSON.stringify({ op: 'subscribe', topics: ['event:2'] }));
    hub.disconnect(client);
    publish(price(201, 2011, 3));
    hub.flush();
    expect(seqs(socket)).toEqual(['snapshot:0']);
  });

  it('keeps prices of markets the lists do not show off the list topics', () => {
    const { hub, publish } = setup();
    const [list, event] = ['live', 'event:1'].map((topic) => {
      const socket = new FakeSocket();
      hub.receive(hub.connect(socket), JSON.stringify({ op: 'subscribe', topics: [topic] }));
      return socket;
    }) as [FakeSocket, FakeSocket];
    const listed = list.sent[0]!;
    expect(listed.type === 'snapshot' && listed.events[0]!.markets!.map((m) => m.id)).toEqual([101]);
    publish(price(102, 1021, 3.3));
    hub.flush();
    expect([seqs(list), seqs(event)]).toEqual([['snapshot:0'], ['snapshot:0', 'delta:1']]);
  });

  it("gives the lists the event's next main market when the main one is removed", () => {
    const { hub, publish } = setup();
    const list = new FakeSocket();
    hub.receive(hub.connect(list), JSON.stringify({ op: 'subscribe', topics: ['live'] }));
    publish({ type: 'market-status', eid: 1, mid: 101, mtid: 1, s: 'SETTLED' });
    hub.flush();
    const delta = list.sent[1]!;
    expect(delta.type === 'delta' && delta.updates.map((u) => u.type)).toEqual(['market-status', 'markets']);
    const added = delta.type === 'delta' ? delta.updates[1] : undefined;
    expect(added?.type === 'markets' && added.markets.map((m) => m.id)).toEqual([102]);
  });

  it("names a socket's snapshots and market deltas in its language, and sends prices as the same frame to all", () => {
    const spanish = (m: Market): Market => ({
      ...m,
      description: m.description === 'Winner' ? 'Ganador' : m.description,
    });
    const names: HubNames = {
      events: (events, locale) =>
        locale === 'es' ? events.map((e) => ({ ...e, markets: e.markets?.map(spanish) })) : events,
      update: (u, locale) =>
        locale === 'es' && u.type === 'markets' ? { ...u, markets: u.markets.map(spanish) } : u,
    };
    const { hub, publish } = setup(names);
    const [english, es] = [new FakeSocket(), new FakeSocket()];
    hub.receive(hub.connect(english), JSON.stringify({ op: 'subscribe', topics: ['event:1'] }));
    hub.receive(hub.connect(es, 'es'), JSON.stringify({ op: 'subscribe', topics: ['event:1'] }));
    const described = (m: ServerMessage | undefined) =>
      m?.type === 'snapshot'
        ? m.events[0]?.markets?.map((x) => x.description)
        : m?.type === 'delta'
          ? m.updates.flatMap((u) => (u.type === 'markets' ? u.markets.map((x) => x.description) : []))
          : [];
    expect([described(english.sent[0]), described(es.sent[0])]).toEqual([
      ['Winner', 'Winner'],
      ['Ganador', 'Ganador'],
    ]);
    publish(price(101, 1011, 2.1));
    hub.flush();
    expect(english.frames[1]).toBe(es.frames[1]);
    publish({ type: 'markets', eid: 1, markets: [market(103, 1)] });
    hub.flush();
    expect([described(english.sent[2]), described(es.sent[2])]).toEqual([['Winner'], ['Ganador']]);
  });

  describe("resuming from a live answer's mark", () => {
    const subscribe = (topic: string, mark?: string) =>
      JSON.stringify({ op: 'subscribe', topics: [topic], ...(mark ? { resume: { [topic]: mark } } : {}) });
    const prices = (m: ServerMessage | undefined) =>
      m?.type === 'delta' ? m.updates.map((u) => (u.type === 'outcome' ? u.clp.cp.d : u.type)) : [];

    it('sends the deltas since the mark instead of a snapshot, even when nobody followed the topic meanwhile', () => {
      const { hub, publish } = setup();
      const mark = hub.mark('live');
      expect(mark).toBe('hub1.1.0');
      publish(price(101, 1011, 2.1));
      hub.flush();
      publish(price(201, 2011, 3.3));
      hub.flush();
      const socket = new FakeSocket();
      hub.receive(hub.connect(socket), subscribe('live', mark));
      expect(seqs(socket)).toEqual(['delta:1', 'delta:2']);
      expect(socket.sent.map(prices)).toEqual([[2.1], [3.3]]);
      // Then the topic's deltas as every follower gets them.
      publish(price(101, 1011, 2.2));
      hub.flush();
      expect(seqs(socket)).toEqual(['delta:1', 'delta:2', 'delta:3']);
    });

    it('sends nothing for a mark that is current, and what the state applied since comes as the next delta', () => {
      const { hub, publish } = setup();
      const follower = new FakeSocket();
      hub.receive(hub.connect(follower), subscribe('event:1'));
      publish(price(101, 1011, 2.1));
      const mark = hub.mark('event:1'); // the answer read now already holds 2.1, not yet sent
      const socket = new FakeSocket();
      hub.receive(hub.connect(socket), subscribe('event:1', mark));
      expect(socket.sent).toEqual([]);
      hub.flush();
      expect(seqs(socket)).toEqual(['delta:1']);
      expect(prices(socket.sent[0])).toEqual([2.1]);
    });

    it('sends a snapshot for a mark it cannot resume from', () => {
      const clock = { now: 0 };
      const { hub, publish } = setup(undefined, clock);
      const old = hub.mark('live');
      publish(price(101, 1011, 2.1));
      hub.flush();
      clock.now = RESUME_WINDOW_MS + 1;
      hub.flush(); // the mark has lapsed: the topic is forgotten
      const cases = [
        old, // too old
        'other.1.0', // another process's
        `hub1.${Number(hub.mark('live').split('.')[1]) + 1}.0`, // an epoch that is not the topic's
        hub.mark('live').replace(/\d+$/, '9'), // a seq the topic has not reached
      ];
      for (const mark of cases) {
        const socket = new FakeSocket();
        hub.receive(hub.connect(socket), subscribe('live', mark));
        expect(
          socket.sent.map((m) => m.type),
          mark,
        ).toEqual(['snapshot']);
      }
    });

    it('keeps only the last RESUME_WINDOW_MS of deltas, and a mark older than them gets a snapshot', () => {
      const clock = { now: 0 };
      const { hub, publish } = setup(undefined, clock);
      const first = hub.mark('live');
      for (let i = 1; i <= 4; i++) {
        clock.now = i * (RESUME_WINDOW_MS / 2);
        hub.mark('live'); // later answers keep the topic marked
        publish(price(101, 1011, 2 + i / 10));
        hub.flush();
      }
      const recent = hub.mark('live').replace(/\d+$/, '2');
      const late = new FakeSocket();
      hub.receive(hub.connect(late), subscribe('live', first));
      expect(seqs(late)).toEqual(['snapshot:4']);
      const socket = new FakeSocket();
      hub.receive(hub.connect(socket), subscribe('live', recent));
      expect(seqs(socket)).toEqual(['delta:3', 'delta:4']);
    });

    it('refuses a malformed mark with an error, as any bad message', () => {
      const { hub } = setup();
      const socket = new FakeSocket();
      hub.receive(hub.connect(socket), subscribe('live', 'hub1.1.0; drop'));
      expect(socket.sent).toEqual([{ type: 'error', message: expect.stringContaining('resume') as string }]);
    });
  });
});
