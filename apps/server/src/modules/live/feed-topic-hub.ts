import {
  ClientMessage,
  topics,
  type FeedUpdate,
  type LiveEvent,
  type ServerMessage,
  type Topic,
} from '@sb/contract';
import type { LiveState } from './live-state.ts';
import type { FeedBatch } from '../../feed/feed-bus.ts';
import { listFollowUps, snapshotEvents, topicsOf } from './feed-topics.ts';

/** What the hub needs of a websocket (ws's WebSocket). */
export interface HubSocket {
  /** A text frame: the hub encodes each message once and hands the same bytes to every socket. */
  send(data: Buffer, options: { binary: false }): void;
  /** Bytes queued and not yet sent. */
  readonly bufferedAmount: number;
}

export interface HubClient {
  readonly socket: HubSocket;
  /** The language the socket's names are in (a product locale with a dictionary, else en). */
  readonly locale: string;
  readonly topics: Set<Topic>;
  /** Topics whose deltas were dropped (backpressure): a snapshot goes out when the socket drains. */
  readonly behind: Set<Topic>;
}

interface TopicState {
  /** Deltas sent so far: the seq of the last one. */
  seq: number;
  pending: FeedUpdate[];
  clients: Set<HubClient>;
  /**
   * The snapshot frame at `seq` per language, kept until the next flush: clients that subscribe
   * within one flush interval (a reconnect wave, a page of events) share one serialisation.
   */
  snapshots: Map<string, Buffer>;
}

/**
 * The catalogue's names in a socket's language (modules/catalog names/): snapshots carry whole
 * events; of the deltas only `markets` and `event-live` carry names, so prices, scores and clocks
 * are encoded once for every language.
 */
export interface HubNames {
  events(events: LiveEvent[], locale: string): LiveEvent[];
  update(update: FeedUpdate, locale: string): FeedUpdate;
}

const ENGLISH = 'en';
const carriesNames = (update: FeedUpdate) => update.type === 'markets' || update.type === 'event-live';

/** Most topics one socket may follow: a live page with its events and markets stays far below. */
const MAX_TOPICS_PER_SOCKET = 1000;

/**
 * The topics of the feed hub, without the sockets' transport (feed-hub.ts). A client subscribes to
 * topics and gets a snapshot per topic, then deltas. Each topic counts its deltas (`seq`, one more
 * per delta), so a client that sees a gap asks for a resync. `route` takes bus batches after the
 * live state has applied them, so snapshots are always current; `flush` sends what each topic
 * gathered since the last flush as one delta.
 *
 * Backpressure: a socket holding more than `maxBufferedBytes` unsent gets no deltas (they are
 * dropped, not queued); once it has drained to a quarter of that, it gets a fresh snapshot of each
 * topic it missed, current to the topic's seq, and deltas again from the next one.
 */
export class FeedTopicHub {
  readonly #state: LiveState;
  readonly #maxBuffered: number;
  readonly #topics = new Map<Topic, TopicState>();
  readonly #clients = new Set<HubClient>();
  readonly #names: HubNames | undefined;

  constructor(state: LiveState, options: { maxBufferedBytes: number; names?: HubNames | undefined }) {
    this.#state = state;
    this.#maxBuffered = options.maxBufferedBytes;
    this.#names = options.names;
  }

  connect(socket: HubSocket, locale = ENGLISH): HubClient {
    const client: HubClient = { socket, locale, topics: new Set(), behind: new Set() };
    this.#clients.add(client);
    return client;
  }

  disconnect(client: HubClient): void {
    this.#unsubscribe(client, [...client.topics]);
    this.#clients.delete(client);
  }

  /** A text frame from the client: a ClientMessage, else an error message back. */
  receive(client: HubClient, data: string): void {
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
        this.#subscribe(client, message.topics);
        break;
      case 'unsubscribe':
        this.#unsubscribe(client, message.topics);
        break;
      case 'resync':
        if (client.topics.has(message.topic)) this.#snapshot(client, message.topic);
        else this.#subscribe(client, [message.topic]);
        break;
      case 'ping':
        send(client, { type: 'pong' });
        break;
    }
  }

  /** Queues each update on the topics it concerns (only topics somebody follows). */
  route(batch: FeedBatch): void {
    for (const update of batch) {
      for (const topic of topicsOf(update, this.#state)) this.#topics.get(topic)?.pending.push(update);
      for (const followUp of listFollowUps(update, this.#state)) {
        const event = this.#state.event(followUp.eid);
        for (const topic of event ? [topics.live(), topics.live(event.sportCode)] : [])
          this.#topics.get(topic)?.pending.push(followUp);
      }
    }
  }

  /** One delta per topic with updates; then snapshots for the sockets that drained. */
  flush(): void {
    for (const [topic, topicState] of this.#topics) {
      this.#flushTopic(topic, topicState);
      topicState.snapshots.clear();
    }
    for (const client of this.#clients) {
      if (client.behind.size === 0 || client.socket.bufferedAmount > this.#maxBuffered / 4) continue;
      for (const topic of [...client.behind]) this.#snapshot(client, topic);
    }
  }

  #flushTopic(topic: Topic, topicState: TopicState): void {
    if (topicState.pending.length === 0) return;
    topicState.seq += 1;
    const delta: ServerMessage = {
      type: 'delta',
      topic,
      seq: topicState.seq,
      updates: topicState.pending,
      ts: Date.now(),
    };
    const names = this.#names;
    const named = names !== undefined && topicState.pending.some(carriesNames);
    const english = encode(delta);
    const frames = new Map<string, Buffer>([[ENGLISH, english]]);
    const frameFor = (locale: string): Buffer => {
      if (!named || locale === ENGLISH) return english;
      let data = frames.get(locale);
      if (!data) {
        const updates = delta.updates.map((u) => (carriesNames(u) ? names.update(u, locale) : u));
        data = encode({ ...delta, updates });
        frames.set(locale, data);
      }
      return data;
    };
    topicState.pending = [];
    topicState.snapshots.clear();
    for (const client of topicState.clients) {
      if (client.behind.has(topic)) continue;
      if (client.socket.bufferedAmount > this.#maxBuffered) {
        client.behind.add(topic);
        continue;
      }
      client.socket.send(frameFor(client.locale), TEXT);
    }
  }

  /** Sends what the topic has pending first, so the snapshot is current to the topic's seq. */
  #snapshot(client: HubClient, topic: Topic): void {
    const topicState = this.#topics.get(topic);
    if (!topicState) return;
    this.#flushTopic(topic, topicState);
    client.behind.delete(topic);
    let frame = topicState.snapshots.get(client.locale);
    if (!frame) {
      const events = snapshotEvents(topic, this.#state);
      frame = encode({
        type: 'snapshot',
        topic,
        seq: topicState.seq,
        events: this.#names && client.locale !== ENGLISH ? this.#names.events(events, client.locale) : events,
      });
      topicState.snapshots.set(client.locale, frame);
    }
    client.socket.send(frame, TEXT);
  }

  #subscribe(client: HubClient, topics: readonly Topic[]): void {
    for (const topic of topics) {
      if (!client.topics.has(topic) && client.topics.size >= MAX_TOPICS_PER_SOCKET) {
        send(client, { type: 'error', message: `at most ${MAX_TOPICS_PER_SOCKET} topics per connection` });
        return;
      }
      let topicState = this.#topics.get(topic);
      if (!topicState) {
        topicState = { seq: 0, pending: [], clients: new Set(), snapshots: new Map() };
        this.#topics.set(topic, topicState);
      }
      topicState.clients.add(client);
      client.topics.add(topic);
      this.#snapshot(client, topic);
    }
  }

  #unsubscribe(client: HubClient, topics: readonly Topic[]): void {
    for (const topic of topics) {
      client.topics.delete(topic);
      client.behind.delete(topic);
      const topicState = this.#topics.get(topic);
      topicState?.clients.delete(client);
      // Nobody follows it: nothing is queued for it, and its seq starts again if followed again.
      if (topicState?.clients.size === 0) this.#topics.delete(topic);
    }
  }
}

const TEXT = { binary: false } as const;

function encode(message: ServerMessage): Buffer {
  return Buffer.from(JSON.stringify(message));
}

function send(client: HubClient, message: ServerMessage): void {
  client.socket.send(encode(message), TEXT);
}
