import {
  ClientMessage,
  topics,
  type FeedUpdate,
  type LiveEvent,
  type ServerMessage,
  type Topic,
} from '@sb/contract';
import { randomBytes } from 'node:crypto';
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
  /** Which life of the topic in this hub: a topic dropped and followed again starts a new epoch at seq 0. */
  epoch: number;
  /** Deltas sent so far: the seq of the last one. */
  seq: number;
  pending: FeedUpdate[];
  clients: Set<HubClient>;
  /**
   * Until when a mark handed out for this topic may still come back (RESUME_WINDOW_MS after the last):
   * the topic lives on without clients until then, and keeps its deltas since in `recent`.
   */
  markedUntil: number;
  /** The deltas of the last RESUME_WINDOW_MS while the topic is marked, oldest first, for resumes. */
  recent: RecentDelta[];
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

interface RecentDelta {
  seq: number;
  updates: FeedUpdate[];
  ts: number;
}

/**
 * How long a mark can be resumed from: a server-rendered page is served from the page cache for up
 * to 15 s (web/server-render.ts PAGE_STALE_MS), and a phone then takes seconds to start its feed.
 */
export const RESUME_WINDOW_MS = 30_000;

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

  readonly #now: () => number;
  /** This hub's name in its marks: a mark from another process, or from before a restart, is not ours. */
  readonly #id: string;
  #epochs = 0;

  constructor(
    state: LiveState,
    options: { maxBufferedBytes: number; names?: HubNames | undefined; now?: () => number; id?: string },
  ) {
    this.#state = state;
    this.#maxBuffered = options.maxBufferedBytes;
    this.#names = options.names;
    this.#now = options.now ?? Date.now;
    this.#id = options.id ?? randomBytes(6).toString('hex');
  }

  /**
   * The point of a topic's deltas that what the live state holds now is current to (a FeedMark): a
   * live answer read after this call and carried with the mark lets its reader follow the topic
   * from here. Updates the state has applied but the topic has not yet sent go out as the next
   * delta, which repeats them: a feed update sets values, so applying one twice changes nothing.
   */
  mark(topic: Topic): string {
    const topicState = this.#topicState(topic);
    topicState.markedUntil = this.#now() + RESUME_WINDOW_MS;
    return `${this.#id}.${topicState.epoch}.${topicState.seq}`;
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
        this.#subscribe(client, message.topics, message.resume);
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
    const now = this.#now();
    for (const [topic, topicState] of this.#topics) {
      this.#flushTopic(topic, topicState);
      topicState.snapshots.clear();
      if (topicState.markedUntil <= now) {
        if (topicState.recent.length > 0) topicState.recent = [];
        if (topicState.clients.size === 0) this.#topics.delete(topic);
      }
    }
    for (const client of this.#clients) {
      if (client.behind.size === 0 || client.socket.bufferedAmount > this.#maxBuffered / 4) continue;
      for (const topic of [...client.behind]) this.#snapshot(client, topic);
    }
  }

  #flushTopic(topic: Topic, topicState: TopicState): void {
    if (topicState.pending.length === 0) return;
    topicState.seq += 1;
    const now = this.#now();
    const delta: RecentDelta = { seq: topicState.seq, updates: topicState.pending, ts: now };
    topicState.pending = [];
    topicState.snapshots.clear();
    if (topicState.markedUntil > now) {
      const recent = topicState.recent;
      recent.push(delta);
      const from = recent.findIndex((d) => d.ts > now - RESUME_WINDOW_MS);
      if (from > 0) recent.splice(0, from);
    }
    if (topicState.clients.size === 0) return;
    const frameFor = this.#deltaFrames(topic, delta);
    for (const client of topicState.clients) {
      if (client.behind.has(topic)) continue;
      if (client.socket.bufferedAmount > this.#maxBuffered) {
        client.behind.add(topic);
        continue;
      }
      client.socket.send(frameFor(client.locale), TEXT);
    }
  }

  /** A delta's frame per language, each encoded once (only `markets` and `event-live` carry names). */
  #deltaFrames(topic: Topic, delta: RecentDelta): (locale: string) => Buffer {
    const message: ServerMessage = { type: 'delta', topic, ...delta };
    const names = this.#names;
    const named = names !== undefined && delta.updates.some(carriesNames);
    const english = encode(message);
    const frames = new Map<string, Buffer>([[ENGLISH, english]]);
    return (locale) => {
      if (!named || locale === ENGLISH) return english;
      let data = frames.get(locale);
      if (!data) {
        const updates = delta.updates.map((u) => (carriesNames(u) ? names.update(u, locale) : u));
        data = encode({ ...message, updates });
        frames.set(locale, data);
      }
      return data;
    };
  }

  /**
   * Sends the deltas since a mark of this topic's present epoch, if the topic still holds every one
   * of them; false (and nothing sent) otherwise: another hub's mark, an older epoch, a mark too old.
   */
  #resume(client: HubClient, topic: Topic, topicState: TopicState, mark: string): boolean {
    const [hub, epoch, seq] = mark.split('.');
    if (hub !== this.#id || Number(epoch) !== topicState.epoch) return false;
    const since = Number(seq);
    if (since > topicState.seq) return false;
    const missed = topicState.recent.filter((d) => d.seq > since);
    if (missed.length !== topicState.seq - since) return false;
    for (const delta of missed) client.socket.send(this.#deltaFrames(topic, delta)(client.locale), TEXT);
    return true;
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

  #topicState(topic: Topic): TopicState {
    let topicState = this.#topics.get(topic);
    if (!topicState) {
      this.#epochs += 1;
      topicState = {
        epoch: this.#epochs,
        seq: 0,
        pending: [],
        clients: new Set(),
        snapshots: new Map(),
        markedUntil: 0,
        recent: [],
      };
      this.#topics.set(topic, topicState);
    }
    return topicState;
  }

  #subscribe(
    client: HubClient,
    topics: readonly Topic[],
    resume: Readonly<Record<Topic, string>> = {},
  ): void {
    for (const topic of topics) {
      if (!client.topics.has(topic) && client.topics.size >= MAX_TOPICS_PER_SOCKET) {
        send(client, { type: 'error', message: `at most ${MAX_TOPICS_PER_SOCKET} topics per connection` });
        return;
      }
      const topicState = this.#topicState(topic);
      const mark = Object.hasOwn(resume, topic) ? resume[topic] : undefined;
      const fresh = !topicState.clients.has(client);
      topicState.clients.add(client);
      client.topics.add(topic);
      if (fresh && mark !== undefined && this.#resume(client, topic, topicState, mark)) continue;
      this.#snapshot(client, topic);
    }
  }

  #unsubscribe(client: HubClient, topics: readonly Topic[]): void {
    for (const topic of topics) {
      client.topics.delete(topic);
      client.behind.delete(topic);
      const topicState = this.#topics.get(topic);
      topicState?.clients.delete(client);
      // Nobody follows it and no mark of it can come back: nothing is queued for it, and it starts a
      // new epoch if followed again.
      if (topicState?.clients.size === 0 && topicState.markedUntil <= this.#now()) this.#topics.delete(topic);
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
