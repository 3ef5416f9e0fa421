import type { ServerMessage } from '@sb/contract';
import { act } from '@testing-library/react';
import { FeedClient, setFeedClient, type SocketLike } from '../lib/live/feed/feed-client.ts';
import * as reader from '../lib/live/feed/parse-server-message.ts';
import { resetLiveStore, type LiveStore } from '../lib/live/live-store.ts';

/** A WebSocket stand-in for page tests: the test plays the server. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
}

export interface FakeFeed {
  client: FeedClient;
  store: LiveStore;
  sockets: FakeSocket[];
  /** Opens the latest socket (the client then subscribes its topics). */
  open(): void;
  /** The server sends a message; the store applies it at once (frames run synchronously here). */
  send(message: ServerMessage): void;
  /** The connection drops. */
  drop(): void;
  /** Runs the pending reconnect timer. */
  reconnect(): void;
}

/**
 * A feed client on a fake socket and a fresh live store whose frames run at once, both installed as
 * the page's own. Call in beforeEach; `dispose` in afterEach.
 */
export function installFakeFeed(): FakeFeed & { dispose(): void } {
  const sockets: FakeSocket[] = [];
  const timers: (() => void)[] = [];
  const client = new FeedClient({
    url: 'ws://localhost/xapi/feed',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    random: () => 1,
    setTimer: (fn) => timers.push(fn),
    clearTimer: () => undefined,
    // Read at once: the tests play the server message by message.
    reader,
  });
  setFeedClient(client);
  const store = resetLiveStore({ scheduleFrame: (flush) => flush(), scheduleSlice: (run) => run() });
  const latest = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('The page has not opened the feed');
    return socket;
  };
  return {
    client,
    store,
    sockets,
    open: () =>
      act(() => {
        const socket = latest();
        socket.readyState = 1;
        socket.onopen?.({});
      }),
    send: (message) => act(() => latest().onmessage?.({ data: JSON.stringify(message) })),
    drop: () =>
      act(() => {
        const socket = latest();
        socket.readyState = 3;
        socket.onclose?.({});
      }),
    reconnect: () => act(() => timers.splice(0).forEach((fn) => fn())),
    dispose: () => {
      client.dispose();
      setFeedClient(undefined);
      resetLiveStore();
    },
  };
}
