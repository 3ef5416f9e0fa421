import websocket from '@fastify/websocket';
import {
  ClientMessage,
  FEED_SOCKET_PATH,
  type FeedUpdate,
  type ServerMessage,
  type Topic,
} from '@sb/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RawData, WebSocket } from 'ws';
import type { FeedBatch } from './feed-bus.ts';
import { snapshotEvents, topicsOf } from './feed-topics.ts';

export interface FeedHubOptions {
  /** Deltas are sent per topic this often, each carrying every update since the last. */
  flushMs?: number;
  /** A socket holding more unsent bytes than this gets no deltas until it drains, then a snapshot. */
  maxBufferedBytes?: number;
  /** Sockets are pinged this often; one that did not answer the previous ping is closed. */
  heartbeatMs?: number;
}

/** A frame's text: ws hands over a Buffer, or fragments as a list of them. */
export function text(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(new Uint8Array(data)).toString('utf8');
}

interface Client {
  socket: WebSocket;
  topics: Set<Topic>;
  /** Topics whose deltas were dropped (backpressure): a snapshot goes out when the socket drains. */
  behind: Set<Topic>;
  alive: boolean;
}

interface TopicState {
  /** Deltas sent so far: the seq of the last one. */
  seq: number;
  pending: FeedUpdate[];
  clients: Set<Client>;
}

/** Most topics one socket may follow: a live page with its events and markets stays far below. */
const MAX_TOPICS_PER_SOCKET = 1000;

/**
 * The websocket hub at FEED_SOCKET_PATH (SPEC.md §4 "Live event updates"; DESIGN.md "Data flow of a
 * live price"). A client subscribes to topics and gets a snapshot per topic, then deltas. Each topic
 * counts its deltas (`seq`, one more per delta), so a client that sees a gap asks for a resync. The
 * hub reads the bus after the live state has applied a batch, so snapshots are always current.
 * Seqs belong to this process: a client that reconnects (maybe to another node) subscribes afresh.
 */
export const feedHub = fp(
  async (app: FastifyInstance, options: FeedHubOptions) => {
    const flushMs = options.flushMs ?? 75;
    const maxBuffered = options.maxBufferedBytes ?? 1_000_000;
    const heartbeatMs = options.heartbeatMs ?? 30_000;
    const { state } = app.live;
    const topicStates = new Map<Topic, TopicState>();
    const clients = new Set<Client>();

    const send = (client: Client, message: ServerMessage) => client.socket.send(JSON.stringify(message));

    /** Sends what the topic has pending, so a snapshot taken next is current to the new seq. */
    function flushTopic(topic: Topic, topicState: TopicState): void {
      if (topicState.pending.length === 0) return;
      topicState.seq += 1;
      const message = JSON.stringify({
        type: 'delta',
        topic,
        seq: topicState.seq,
        updates: topicState.pending,
        ts: Date.now(),
      } satisfies ServerMessage);
      topicState.pending = [];
      for (const client of topicState.clients) {
        if (client.behind.has(topic)) continue;
        if (client.socket.bufferedAmount > maxBuffered) {
          // Dropped, not queued: the client catches up from a snapshot once its socket drains.
          client.behind.add(topic);
          continue;
        }
        client.socket.send(message);
      }
    }

    function snapshot(client: Client, topic: Topic): void {
      const topicState = topicStates.get(topic);
      if (!topicState) return;
      flushTopic(topic, topicState);
      client.behind.delete(topic);
      send(client, { type: 'snapshot', topic, seq: topicState.seq, events: snapshotEvents(topic, state) });
    }

    function subscribe(client: Client, topics: readonly Topic[]): void {
      for (const topic of topics) {
        if (client.topics.size >= MAX_TOPICS_PER_SOCKET) {
          send(client, { type: 'error', message: `at most ${MAX_TOPICS_PER_SOCKET} topics per connection` });
          return;
        }
        let topicState = topicStates.get(topic);
        if (!topicState) {
          topicState = { seq: 0, pending: [], clients: new Set() };
          topicStates.set(topic, topicState);
        }
        topicState.clients.add(client);
        client.topics.add(topic);
        snapshot(client, topic);
      }
    }

    function unsubscribe(client: Client, topics: readonly Topic[]): void {
      for (const topic of topics) {
        client.topics.delete(topic);
        client.behind.delete(topic);
        const topicState = topicStates.get(topic);
        topicState?.clients.delete(client);
        // Nobody follows it: no updates are queued for it, and its seq starts again if followed again.
        if (topicState?.clients.size === 0) topicStates.delete(topic);
      }
    }

    function onMessage(client: Client, data: string): void {
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        send(client, { type: 'error', message: 'not JSON' });
        return;
      }
      const result = ClientMessage.safeParse(parsed);
      if (!result.success) {
        const issue = result.error.issues[0];
        const at = issue?.path.join('.') || 'message';
        send(client, { type: 'error', message: `${at}: ${issue?.message ?? 'invalid'}` });
        return;
      }
      const message = result.data;
      switch (message.op) {
        case 'subscribe':
          subscribe(client, message.topics);
          break;
        case 'unsubscribe':
          unsubscribe(client, message.topics);
          break;
        case 'resync':
          if (client.topics.has(message.topic)) snapshot(client, message.topic);
          else subscribe(client, [message.topic]);
          break;
        case 'ping':
          send(client, { type: 'pong' });
          break;
      }
    }

    const route = (batch: FeedBatch) => {
      for (const update of batch) {
        for (const topic of topicsOf(update, state)) topicStates.get(topic)?.pending.push(update);
      }
    };
    const unsubscribeBus = app.feed.bus.subscribe(route);

    const flusher = setInterval(() => {
      for (const [topic, topicState] of topicStates) flushTopic(topic, topicState);
      // Sockets that drained get a fresh snapshot of what they missed.
      for (const client of clients) {
        if (client.behind.size === 0 || client.socket.bufferedAmount > maxBuffered / 4) continue;
        for (const topic of [...client.behind]) snapshot(client, topic);
      }
    }, flushMs);
    const heartbeat = setInterval(() => {
      for (const client of clients) {
        if (!client.alive) {
          client.socket.terminate();
          continue;
        }
        client.alive = false;
        client.socket.ping();
      }
    }, heartbeatMs);

    await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
    app.get(FEED_SOCKET_PATH, { websocket: true }, (socket) => {
      const client: Client = { socket, topics: new Set(), behind: new Set(), alive: true };
      clients.add(client);
      socket.on('message', (data, isBinary) => {
        if (isBinary) send(client, { type: 'error', message: 'text frames only' });
        else onMessage(client, text(data));
      });
      socket.on('pong', () => (client.alive = true));
      socket.on('close', () => {
        unsubscribe(client, [...client.topics]);
        clients.delete(client);
      });
      socket.on('error', (err) => app.log.warn({ err }, 'feed socket error'));
    });

    app.addHook('onClose', () => {
      clearInterval(flusher);
      clearInterval(heartbeat);
      unsubscribeBus();
      for (const client of clients) client.socket.close(1001, 'server closing');
      return Promise.resolve();
    });
  },
  { name: 'feed-hub', dependencies: ['live', 'feed'] },
);
