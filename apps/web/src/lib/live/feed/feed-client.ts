import {
  FEED_SOCKET_PATH,
  type ClientMessage,
  type FeedUpdate,
  type LiveEvent,
  type ServerMessage,
  type Topic,
} from '@sb/contract';
import { API_BASE } from '../../../api/http.ts';
import { loadFeedReader, type FeedReader } from './load-feed-reader.ts';
import { getRequestContext } from '../../../api/http.ts';
import { i18next } from '../../../i18n/i18n.ts';
import type { UnreadSnapshot } from './parse-server-message.ts';

/**
 * The feed client: one WebSocket to FEED_SOCKET_PATH for the whole page, shared by every live
 * component (SPEC.md §7; DESIGN.md "Data flow of a live price").
 *
 * - Topics are reference counted: the first `subscribe` of a topic sends `subscribe`, the last
 *   unsubscribe sends `unsubscribe`.
 * - Per topic it keeps the last applied `seq`. A snapshot resets it; a delta is applied only when its
 *   seq is last + 1. A delta at or below the last is already applied (dropped: nothing twice); a delta
 *   that skips a number means something was lost, so the client asks for a `resync` and applies
 *   nothing more of that topic until the fresh snapshot.
 * - Messages are read with the contract's schemas (parse-server-message.ts); an unreadable one is
 *   dropped as lost. A large snapshot is read SNAPSHOT_READ_SLICE events per task, and the messages
 *   that arrive meanwhile wait their turn: fifty live events with their markets, read at once, held
 *   a phone for a tenth of a second right after the page became interactive.
 * - On close it reconnects with backoff (0.5 s doubling to 10 s, with jitter), subscribes every topic
 *   again and starts each from the new snapshot.
 */

export type ConnectionState = 'idle' | 'connecting' | 'open' | 'reconnecting';

/** What a topic's follower receives: a snapshot (replace) or a run of deltas in order. */
export interface TopicHandler {
  snapshot(topic: Topic, events: readonly LiveEvent[]): void;
  /** `arrivedAt`: performance.now() when the message arrived (for the update-to-paint measure). */
  deltas(topic: Topic, updates: readonly FeedUpdate[], arrivedAt: number): void;
  /** Nobody follows the topic any more (its data will go stale). */
  released?(topic: Topic): void;
}

/** The slice of the WebSocket API the client uses, so tests can pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export interface FeedClientOptions {
  url?: string;
  createSocket?: (url: string) => SocketLike;
  /** 0..1, for the jitter; tests pin it. */
  random?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** Schedules the next slice of a large snapshot's reading; a new task in the browser. */
  scheduleSlice?: (run: () => void) => void;
  /**
   * What reads the messages, or how to load it: by default loaded with the first subscription, its
   * schemas built a part per task (load-feed-reader.ts); messages wait in the inbox until then.
   */
  reader?: FeedReader | (() => Promise<FeedReader>);
  /** The page's language, which the socket's snapshots name sports and markets in (`?l=`, §7). */
  language?: () => string;
}

/** Most events of a snapshot read in one task. */
export const SNAPSHOT_READ_SLICE = 10;

/** A message as it arrived: its JSON, the text (for the warning of an unreadable one), and when. */
interface Arrival {
  json: unknown;
  text: string;
  arrivedAt: number;
}

const OPEN = 1;
export const BACKOFF_FIRST_MS = 500;
export const BACKOFF_MAX_MS = 10_000;

/** Delay before reconnect attempt n (0-based): 0.5 s doubling to 10 s, then 50-100 % of it (jitter). */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** attempt);
  return Math.round(base * (0.5 + random() / 2));
}

/** ws(s)://host/xapi/feed: the API base when the build has one, else the page's own origin. */
export function feedSocketUrl(
  apiBase: string = API_BASE,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  if (/^https?:\/\//.test(apiBase))
    return `${apiBase.replace(/^http/, 'ws').replace(/\/$/, '')}${FEED_SOCKET_PATH}`;
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${apiBase.replace(/\/$/, '')}${FEED_SOCKET_PATH}`;
}

interface TopicState {
  handlers: Set<TopicHandler>;
  /** Seq of the last applied message, or null while waiting for a snapshot. */
  seq: number | null;
  /**
   * The feed mark of the answer the follower holds, until the topic's first subscribe goes out: the
   * server answers it with the deltas since (or a snapshot when it cannot), so the topic starts at
   * the mark's seq rather than waiting for a snapshot.
   */
  mark: string | undefined;
}

/** The seq a feed mark is at (its last part: `hub.epoch.seq`). */
const seqOfMark = (mark: string): number => Number(mark.slice(mark.lastIndexOf('.') + 1));

export class FeedClient {
  private socket: SocketLike | null = null;
  private readonly topics = new Map<Topic, TopicState>();
  private state: ConnectionState = 'idle';
  private readonly stateListeners = new Set<() => void>();
  private attempt = 0;
  private timer: unknown = null;
  /** Known once it connects: the page's own address is the default, and there is none on the server. */
  private url: string | undefined;
  private readonly createSocket: (url: string) => SocketLike;
  private readonly language: () => string;
  /** The language the open socket was asked for. */
  private socketLanguage: string | undefined;
  private readonly random: () => number;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;
  private readonly scheduleSlice: (run: () => void) => void;
  private reader: FeedReader | undefined;
  private readonly loadReader: (() => Promise<FeedReader>) | null;
  private readerLoading = false;
  /** Messages of the current socket not read yet, in the order they arrived. */
  private inbox: Arrival[] = [];
  /** A large snapshot is being read: later messages wait in the inbox. */
  private reading = false;

  constructor(options: FeedClientOptions = {}) {
    this.url = options.url;
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
    this.language = options.language ?? (() => getRequestContext().locale);
    this.random = options.random ?? Math.random;
    this.setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer =
      options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
    this.scheduleSlice = options.scheduleSlice ?? ((run) => void setTimeout(run, 0));
    const reader = options.reader ?? loadFeedReader;
    this.reader = typeof reader === 'function' ? undefined : reader;
    this.loadReader = typeof reader === 'function' ? reader : null;
  }

  /**
   * Follows a topic; the returned function stops following it. Connects on first use. `mark`: the
   * feed mark of the answer the follower already holds (its handler must hold that answer's events:
   * the deltas since the mark are applied to them), used by the topic's first subscribe only.
   */
  subscribe(topic: Topic, handler: TopicHandler, mark?: string): () => void {
    let entry = this.topics.get(topic);
    if (!entry) {
      entry = { handlers: new Set(), seq: null, mark };
      this.topics.set(topic, entry);
      this.sendSubscribe([topic]);
    }
    entry.handlers.add(handler);
    this.connect();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const current = this.topics.get(topic);
      if (!current) return;
      current.handlers.delete(handler);
      if (current.handlers.size === 0) {
        this.topics.delete(topic);
        this.send({ op: 'unsubscribe', topics: [topic] });
      }
      handler.released?.(topic);
    };
  }

  /**
   * Asks for the topic's snapshot again, as after a gap: for a follower that resumed from an answer
   * holding part of the topic (the live list's first screen), when it needs the rest. A subscribe not
   * sent yet goes without its mark instead; a snapshot on its way already is not asked twice.
   */
  resync(topic: Topic): void {
    const entry = this.topics.get(topic);
    if (!entry) return;
    if (entry.mark !== undefined) {
      entry.mark = undefined;
      return;
    }
    if (entry.seq === null) return;
    entry.seq = null;
    this.send({ op: 'resync', topic });
  }

  getState = (): ConnectionState => this.state;

  onStateChange = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  /** Whether somebody follows the topic already (a new follower then joins what it receives). */
  follows(topic: Topic): boolean {
    return this.topics.has(topic);
  }

  /** The topics followed now (for tests and diagnostics). */
  followedTopics(): Topic[] {
    return [...this.topics.keys()];
  }

  /** Closes the socket for good (tests; a page that unloads). */
  dispose(): void {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    this.forgetUnread();
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
    this.setState('idle');
  }

  private connect(): void {
    this.prepareReader();
    if (this.socket || this.timer !== null) return;
    this.setState(this.attempt === 0 ? 'connecting' : 'reconnecting');
    this.url ??= feedSocketUrl();
    // A browser cannot set headers on a WebSocket: the language goes in the query (SPEC.md §7 `l`).
    this.socketLanguage = this.language();
    const socket = this.createSocket(`${this.url}?l=${encodeURIComponent(this.socketLanguage)}`);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.setState('open');
      // Every topic starts again from a fresh snapshot, or from the mark of the answer its follower
      // holds: nothing applied twice, nothing lost.
      for (const entry of this.topics.values()) entry.seq = null;
      if (this.topics.size > 0) this.sendSubscribe([...this.topics.keys()]);
    };
    socket.onmessage = (event) => this.receive(event.data, performance.now());
    socket.onerror = () => undefined;
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.forgetUnread();
      // What the next socket says starts from its own snapshots.
      for (const entry of this.topics.values()) entry.seq = null;
      this.setState('reconnecting');
      const delay = backoffDelay(this.attempt, this.random);
      this.attempt += 1;
      this.timer = this.setTimer(() => {
        this.timer = null;
        this.connect();
      }, delay);
    };
  }

  /**
   * The page's language changed: a socket asked in another one reconnects, and each topic starts again
   * from a snapshot named in the new language.
   */
  relocalise(): void {
    if (this.socket && this.socketLanguage !== this.language()) this.socket.close();
  }

  private receive(data: unknown, arrivedAt: number): void {
    if (typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    this.inbox.push({ json, text: data, arrivedAt });
    this.readInbox();
  }

  /**
   * Reads the waiting messages in order, until one is a large snapshot to read a slice per task; before
   * the reader has loaded, they wait for it.
   */
  private readInbox(): void {
    const reader = this.reader;
    if (!reader) return;
    while (!this.reading) {
      const arrival = this.inbox.shift();
      if (!arrival) return;
      const snapshot = reader.unreadSnapshot(arrival.json);
      if (snapshot && snapshot.events.length > SNAPSHOT_READ_SLICE) {
        this.readSnapshot(reader, snapshot, arrival);
        return;
      }
      this.apply(reader.parseServerMessage(arrival.json), arrival);
    }
  }

  /** Loads the reader once, with the first subscription, and reads what waited for it. */
  private prepareReader(): void {
    if (this.reader || this.readerLoading || !this.loadReader) return;
    this.readerLoading = true;
    void this.loadReader().then(
      (reader) => {
        this.reader = reader;
        this.readInbox();
      },
      // A deploy replaced the chunks, or the network dropped: the next subscription tries again.
      () => (this.readerLoading = false),
    );
  }

  private readSnapshot(reader: FeedReader, snapshot: UnreadSnapshot, arrival: Arrival): void {
    const socket = this.socket;
    const events: LiveEvent[] = [];
    this.reading = true;
    const readSlice = () => {
      // The socket closed meanwhile: what it said is forgotten, the next one sends its own snapshot.
      if (this.socket !== socket || !this.reading) return;
      const slice = reader.readEvents(
        snapshot.events.slice(events.length, events.length + SNAPSHOT_READ_SLICE),
      );
      if (slice) events.push(...slice);
      if (slice && events.length < snapshot.events.length) {
        this.scheduleSlice(readSlice);
        return;
      }
      this.reading = false;
      this.apply(slice && { type: 'snapshot', topic: snapshot.topic, seq: snapshot.seq, events }, arrival);
      this.readInbox();
    };
    readSlice();
  }

  private forgetUnread(): void {
    this.inbox = [];
    this.reading = false;
  }

  private apply(message: ServerMessage | null, { text, arrivedAt }: Arrival): void {
    if (!message) {
      console.warn('feed: unreadable message', text.slice(0, 200));
      return;
    }
    if (message.type === 'snapshot') {
      const entry = this.topics.get(message.topic);
      if (!entry) return;
      entry.seq = message.seq;
      for (const handler of entry.handlers) handler.snapshot(message.topic, message.events);
    } else if (message.type === 'delta') {
      const entry = this.topics.get(message.topic);
      // Not followed, or waiting for the snapshot a resync or a (re)subscribe asked for.
      if (!entry || entry.seq === null) return;
      if (message.seq <= entry.seq) return;
      if (message.seq !== entry.seq + 1) {
        entry.seq = null;
        this.send({ op: 'resync', topic: message.topic });
        return;
      }
      entry.seq = message.seq;
      for (const handler of entry.handlers) handler.deltas(message.topic, message.updates, arrivedAt);
    } else if (message.type === 'error') {
      console.warn('feed: server error', message.message);
    }
  }

  /**
   * Subscribes topics on the open socket (before it opens, `onopen` does); a topic's mark goes with
   * its first subscribe only: a later one starts from a snapshot, as what the follower holds by then
   * is the feed's, not the answer's.
   */
  private sendSubscribe(topics: Topic[]): void {
    if (this.socket?.readyState !== OPEN) return;
    const resume: Record<Topic, string> = {};
    for (const topic of topics) {
      const entry = this.topics.get(topic);
      if (entry?.mark === undefined) continue;
      resume[topic] = entry.mark;
      entry.seq = seqOfMark(entry.mark);
      entry.mark = undefined;
    }
    this.send({ op: 'subscribe', topics, ...(Object.keys(resume).length > 0 ? { resume } : {}) });
  }

  private send(message: ClientMessage): void {
    const socket = this.socket;
    // Before the socket opens nothing is sent: `onopen` subscribes every followed topic.
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  }

  private setState(next: ConnectionState): void {
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.stateListeners) listener();
  }
}

let shared: FeedClient | undefined;

/** The page's one feed client, created on first use (only live modules import this file). */
export function getFeedClient(): FeedClient {
  if (!shared) {
    shared = new FeedClient();
    i18next.on('languageChanged', () => shared?.relocalise());
  }
  return shared;
}

/** Tests: replace the shared client. */
export function setFeedClient(client: FeedClient | undefined): void {
  shared = client;
}
