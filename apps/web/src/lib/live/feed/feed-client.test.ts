import type { FeedUpdate, LiveEvent, ServerMessage, Topic } from '@sb/contract';
import { describe, expect, it, vi } from 'vitest';
import { liveFootballEvent } from '../../../test/live-fixtures.ts';
import {
  backoffDelay,
  FeedClient,
  feedSocketUrl,
  SNAPSHOT_READ_SLICE,
  type SocketLike,
} from './feed-client.ts';
import type { FeedReader } from './load-feed-reader.ts';
import * as parseModule from './parse-server-message.ts';

/** A WebSocket stand-in: records what the client sends and lets the test play the server. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverSends(message: ServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

/** The client's options for a test: the socket it plays, timers and slices run by hand, the reader at once. */
function setup({
  reader,
  language = () => 'en',
}: { reader?: () => Promise<FeedReader>; language?: () => string } = {}) {
  const sockets: FakeSocket[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const slices: (() => void)[] = [];
  const client = new FeedClient({
    url: 'ws://test/xapi/feed',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 1,
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => undefined,
    scheduleSlice: (run) => slices.push(run),
    reader: reader ?? parseModule,
    language,
  });
  const received: string[] = [];
  const handler = {
    snapshot: (topic: Topic, events: readonly LiveEvent[]) =>
      received.push(`snapshot ${topic} ${events.length}`),
    deltas: (topic: Topic, updates: readonly FeedUpdate[]) =>
      received.push(
        ...updates.map((u) => `delta ${topic} ${u.type === 'clock-minutes' ? u.minutes : u.type}`),
      ),
  };
  const socket = () => sockets.at(-1) as FakeSocket;
  /** Runs the large snapshot's next slice, as the browser's next task would; false if none waits. */
  const nextSlice = () => {
    const run = slices.shift();
    run?.();
    return run !== undefined;
  };
  return { client, sockets, socket, timers, received, handler, nextSlice };
}

const minutes = (seq: number, m: number): ServerMessage => ({
  type: 'delta',
  topic: 'live',
  seq,
  updates: [{ type: 'clock-minutes', eid: 1, minutes: m }],
});
const snapshot = (seq: number): ServerMessage => ({ type: 'snapshot', topic: 'live', seq, events: [] });
const largeSnapshot = (seq: number, size: number): ServerMessage => ({
  type: 'snapshot',
  topic: 'live',
  seq,
  events: Array.from({ length: size }, (_, i) => liveFootballEvent(i + 1, `Home ${i}`, `Away ${i}`)),
});

describe('feed client', () => {
  it("asks the socket in the page's language, and reconnects in the new one when it changes", () => {
    let language = 'ar';
    const { client, sockets, socket, timers, handler } = setup({ language: () => language });
    client.subscribe('live', handler);
    expect(socket().url).toBe('ws://test/xapi/feed?l=ar');
    socket().open();
    client.relocalise();
    expect(socket().readyState).toBe(1);
    language = 'ja';
    client.relocalise();
    expect(socket().readyState).toBe(3);
    expect(sockets).toHaveLength(1);
    socket().drop();
    timers.shift()!.fn();
    expect(socket().url).toBe('ws://test/xapi/feed?l=ja');
  });

  it('subscribes once the socket opens, applies the snapshot, then deltas in order', () => {
    const { client, socket, received, handler } = setup();
    client.subscribe('live', handler);
    expect(client.getState()).toBe('connecting');
    socket().open();
    expect(client.getState()).toBe('open');
    expect(socket().sent).toEqual([{ op: 'subscribe', topics: ['live'] }]);
    socket().serverSends(snapshot(10));
    socket().serverSends(minutes(11, 1));
    socket().serverSends(minutes(12, 2));
    expect(received).toEqual(['snapshot live 0', 'delta live 1', 'delta live 2']);
  });

  it("starts a topic at its answer's mark: the deltas after it apply without a snapshot, once", () => {
    const { client, socket, received, handler } = setup();
    client.subscribe('live', handler, 'h1.2.10');
    socket().open();
    expect(socket().sent).toEqual([{ op: 'subscribe', topics: ['live'], resume: { live: 'h1.2.10' } }]);
    socket().serverSends(minutes(10, 99)); // already in the answer
    socket().serverSends(minutes(11, 1));
    // A server that cannot resume sends a snapshot, which starts the topic again.
    socket().serverSends(snapshot(20));
    socket().serverSends(minutes(21, 2));
    expect(received).toEqual(['delta live 1', 'snapshot live 0', 'delta live 2']);
  });

  it("asks again after a reconnect without the mark: what the store holds by then is the feed's", () => {
    const { client, socket, timers, received, handler } = setup();
    client.subscribe('live', handler, 'h1.2.10');
    socket().open();
    socket().drop();
    timers.shift()!.fn();
    socket().open();
    expect(socket().sent).toEqual([{ op: 'subscribe', topics: ['live'] }]);
    socket().serverSends(minutes(11, 1)); // no snapshot yet: nothing to apply it to
    expect(received).toEqual([]);
  });

  it('asks for the snapshot of a topic resumed from a mark when its follower needs the rest, once', () => {
    const { client, socket, received, handler } = setup();
    client.subscribe('live', handler, 'h1.2.10');
    socket().open();
    socket().serverSends(minutes(11, 1));
    client.resync('live');
    client.resync('live'); // the snapshot is on its way: not asked twice
    expect(socket().sent.slice(1)).toEqual([{ op: 'resync', topic: 'live' }]);
    socket().serverSends(minutes(12, 2)); // before the snapshot: nothing to apply it to
    socket().serverSends(snapshot(12));
    socket().serverSends(minutes(13, 3));
    expect(received).toEqual(['delta live 1', 'snapshot live 0', 'delta live 3']);
    // Before its subscribe goes out, the topic is asked without its mark instead.
    const other = setup();
    other.client.subscribe('live', other.handler, 'h1.2.10');
    other.client.resync('live');
    other.socket().open();
    expect(other.socket().sent).toEqual([{ op: 'subscribe', topics: ['live'] }]);
  });

  it('ignores a delta whose seq it has already applied (nothing applied twice)', () => {
    const { client, socket, received, handler } = setup();
    client.subscribe('live', handler);
    socket().open();
    socket().serverSends(snapshot(10));
    socket().serverSends(minutes(10, 99)); // already in the snapshot
    socket().serverSends(minutes(11, 1));
    socket().serverSends(minutes(11, 1)); // duplicate
    socket().serverSends(minutes(12, 2));
    expect(received).toEqual(['snapshot live 0', 'delta live 1', 'delta live 2']);
  });

  it('asks for a resync on a gap and applies nothing more of the topic until the fresh snapshot', () => {
    const { client, socket, received, handler } = setup();
    client.subscribe('live', handler);
    socket().open();
    socket().serverSends(snapshot(10));
    socket().serverSends(minutes(12, 2)); // 11 was lost
    expect(socket().sent.at(-1)).toEqual({ op: 'resync', topic: 'live' });
    socket().serverSends(minutes(13, 3));
    socket().serverSends(snapshot(13));
    socket().serverSends(minutes(14, 4));
    expect(received).toEqual(['snapshot live 0', 'snapshot live 0', 'delta live 4']);
  });

  it('reads a large snapshot a slice per task; the deltas that arrive meanwhile follow it in order', () => {
    const { client, socket, received, handler, nextSlice } = setup();
    client.subscribe('live', handler);
    socket().open();
    const size = SNAPSHOT_READ_SLICE * 2 + 5;
    socket().serverSends(largeSnapshot(10, size));
    socket().serverSends(minutes(11, 1));
    // Read so far: the first slice, in the message's own task. Nothing is applied before the whole.
    expect(received).toEqual([]);
    let tasks = 1;
    while (nextSlice()) tasks += 1;
    expect(tasks).toBe(3);
    expect(received).toEqual([`snapshot live ${size}`, 'delta live 1']);
    socket().serverSends(minutes(12, 2));
    expect(received.at(-1)).toBe('delta live 2');
  });

  it('forgets a large snapshot still being read when its socket drops; the next socket starts afresh', () => {
    const { client, socket, timers, received, handler, nextSlice } = setup();
    client.subscribe('live', handler);
    socket().open();
    socket().serverSends(largeSnapshot(10, SNAPSHOT_READ_SLICE * 3));
    socket().serverSends(minutes(11, 1));
    socket().drop();
    while (nextSlice());
    expect(received).toEqual([]);
    timers[0]?.fn();
    socket().open();
    socket().serverSends(minutes(41, 1)); // before its snapshot: not applied
    socket().serverSends(snapshot(40));
    socket().serverSends(minutes(41, 1));
    expect(received).toEqual(['snapshot live 0', 'delta live 1']);
  });

  it('drops a large snapshot with an unreadable event as lost, and reads the messages after it', () => {
    const { client, socket, received, handler, nextSlice } = setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    client.subscribe('live', handler);
    socket().open();
    const message = largeSnapshot(10, SNAPSHOT_READ_SLICE * 2);
    if (message.type !== 'snapshot') throw new Error('a snapshot');
    const events: unknown[] = [...message.events];
    events[SNAPSHOT_READ_SLICE + 1] = { id: 'not an event' };
    socket().onmessage?.({ data: JSON.stringify({ ...message, events }) });
    socket().serverSends(snapshot(20));
    while (nextSlice());
    expect(warn).toHaveBeenCalledWith('feed: unreadable message', expect.any(String));
    expect(received).toEqual(['snapshot live 0']);
    warn.mockRestore();
  });

  it('keeps the messages that arrive before its reader has loaded, and reads them in order once it has', async () => {
    let loaded: (reader: FeedReader) => void = () => undefined;
    const load = vi.fn(() => new Promise<FeedReader>((resolve) => (loaded = resolve)));
    const { client, socket, received, handler } = setup({ reader: load });
    client.subscribe('live', handler);
    client.subscribe('live:FOOT', handler);
    socket().open();
    socket().serverSends(snapshot(10));
    socket().serverSends(minutes(11, 1));
    expect(received).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);

    loaded(parseModule);
    await Promise.resolve();
    expect(received).toEqual(['snapshot live 0', 'delta live 1']);
    socket().serverSends(minutes(12, 2));
    expect(received).toEqual(['snapshot live 0', 'delta live 1', 'delta live 2']);
  });

  it('loads its reader again at the next subscription when loading failed', async () => {
    const load = vi.fn(() => Promise.reject(new Error('chunk gone')));
    const { client, handler } = setup({ reader: load });
    const stop = client.subscribe('live', handler);
    await Promise.resolve();
    stop();
    client.subscribe('live', handler);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('on close shows reconnecting, reconnects with backoff, re-subscribes every topic and re-snapshots', () => {
    const { client, sockets, socket, timers, received, handler } = setup();
    const states: string[] = [];
    client.onStateChange(() => states.push(client.getState()));
    client.subscribe('live', handler);
    client.subscribe('event:7', handler);
    socket().open();
    socket().serverSends(snapshot(10));
    socket().drop();
    expect(client.getState()).toBe('reconnecting');
    expect(timers.map((t) => t.ms)).toEqual([500]);
    timers[0]?.fn();
    expect(sockets).toHaveLength(2);
    socket().serverSends(minutes(11, 1)); // before the new snapshot: not applied
    socket().open();
    expect(client.getState()).toBe('open');
    expect(socket().sent).toEqual([{ op: 'subscribe', topics: ['live', 'event:7'] }]);
    socket().serverSends(minutes(11, 1)); // still waiting for the snapshot
    socket().serverSends(snapshot(20));
    socket().serverSends(minutes(21, 5));
    expect(received).toEqual(['snapshot live 0', 'snapshot live 0', 'delta live 5']);
    expect(states).toEqual(['connecting', 'open', 'reconnecting', 'open']);
  });

  it('backs off 0.5 s doubling to 10 s, with jitter', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, () => 1))).toEqual([
      500, 1000, 2000, 4000, 8000, 10000, 10000,
    ]);
    expect(backoffDelay(0, () => 0)).toBe(250);
  });

  it('counts references: the last unsubscribe of a topic tells the server', () => {
    const { client, socket, handler } = setup();
    const first = client.subscribe('live', handler);
    const second = client.subscribe('live', { ...handler });
    socket().open();
    first();
    expect(socket().sent).toEqual([{ op: 'subscribe', topics: ['live'] }]);
    second();
    expect(socket().sent.at(-1)).toEqual({ op: 'unsubscribe', topics: ['live'] });
    expect(client.followedTopics()).toEqual([]);
  });

  it('drops messages the contract does not describe', () => {
    const { client, socket, received, handler } = setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    client.subscribe('live', handler);
    socket().open();
    socket().onmessage?.({ data: JSON.stringify({ type: 'snapshot', topic: 'live' }) });
    expect(received).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('treats a delta with an update the contract does not describe as lost: the next one resyncs', () => {
    const { client, socket, received, handler } = setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    client.subscribe('live', handler);
    socket().open();
    socket().serverSends(snapshot(10));
    socket().onmessage?.({
      data: JSON.stringify({
        type: 'delta',
        topic: 'live',
        seq: 11,
        updates: [{ type: 'clock-minutes', eid: 1 }],
      }),
    });
    socket().serverSends(minutes(12, 2));
    expect(received).toEqual(['snapshot live 0']);
    expect(socket().sent.at(-1)).toEqual({ op: 'resync', topic: 'live' });
    warn.mockRestore();
  });

  it('connects to the API base when the build has one, else to the page origin', () => {
    expect(feedSocketUrl('https://api.example.com', { protocol: 'http:', host: 'x' })).toBe(
      'wss://api.example.com/xapi/feed',
    );
    expect(feedSocketUrl('', { protocol: 'https:', host: 'book.example.com' })).toBe(
      'wss://book.example.com/xapi/feed',
    );
  });
});
